import { createProject } from '../support/factories';
import { startKillableService, type KillableService } from '../support/killable-service';

// A `kill -9` in the middle of concurrent writes: what the API acknowledged survives the restart,
// nothing is half-written (no issue without its iid's counter, no duplicate iid), and the service
// takes writes again at once. The crash drills of the long-running features build on this harness.
describe('kill -9 during writes, then npm start again', () => {
  let service: KillableService;

  beforeAll(async () => {
    service = await startKillableService();
  }, 90_000);

  afterAll(async () => {
    await service?.stop();
  });

  it('keeps every acknowledged issue, loses no iid and accepts writes after the restart', async () => {
    const project = await createProject(service.api);
    const acknowledged: number[] = [];
    let failed = 0;
    // Four clients creating issues back to back until the process dies under them.
    const lanes = Array.from({ length: 4 }, async (_, lane) => {
      for (let index = 0; ; index++) {
        const response = await service.api.post(`/projects/${project.id}/issues`, { body: { title: `lane ${lane} #${index}` } }).catch(() => null);
        if (response?.status !== 201) return void failed++;
        acknowledged.push(response.body.iid);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await service.kill();
    await Promise.all(lanes);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(failed).toBe(4);
    expect(service.running).toBe(false);

    await service.restart();
    const iids: number[] = [];
    for (let page = 1; ; page++) {
      const listed = await service.api.get(`/projects/${project.id}/issues?per_page=100&page=${page}`);
      expect(listed.status).toBe(200);
      iids.push(...(listed.body as Array<{ iid: number }>).map((issue) => issue.iid));
      if (!listed.headers.get('x-next-page')) break;
    }
    iids.sort((a, b) => a - b);
    for (const iid of acknowledged) expect(iids).toContain(iid);
    expect(new Set(iids).size).toBe(iids.length);

    const after = await service.api.post(`/projects/${project.id}/issues`, { body: { title: 'after the restart' } });
    expect(after.status).toBe(201);
    expect(iids).not.toContain(after.body.iid);
    expect(after.body.iid).toBeGreaterThan(Math.max(0, ...iids));
  }, 120_000);
});
