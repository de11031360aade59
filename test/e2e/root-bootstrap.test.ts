import fs from 'node:fs';
import path from 'node:path';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ROOT_ACCESS_TOKEN: '' });
});
afterAll(async () => {
  await service?.stop();
});

describe('root administrator bootstrap without ROOT_ACCESS_TOKEN', () => {
  const tokenFile = () => path.join(service.server.backend.subgraphs[0].runtime.config.dataDir, 'root-access-token');

  it('writes a generated glpat- token to DATA_DIR/root-access-token with mode 0600', () => {
    const stat = fs.statSync(tokenFile());
    expect(stat.mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(tokenFile(), 'utf8').trim()).toMatch(/^glpat-[A-Za-z0-9_-]{20}$/);
  });

  it('lets that token act as the root administrator with every scope', async () => {
    const token = fs.readFileSync(tokenFile(), 'utf8').trim();
    const res = await service.api.as(token).get('/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, username: 'root', is_admin: true, state: 'active' });
  });
});
