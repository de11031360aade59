import { killLeftoverServices } from './killable-service';
import { stopLeftoverServices } from './service';

// Runs after each test file's own afterAll hooks (see service.ts for why).
afterAll(async () => {
  killLeftoverServices();
  await stopLeftoverServices();
}, 120_000);
