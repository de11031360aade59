import { stopLeftoverServices } from './service';

// Runs after each test file's own afterAll hooks (see service.ts for why).
afterAll(() => stopLeftoverServices(), 120_000);
