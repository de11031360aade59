import { createProject } from '../support/factories';
import { startKillableService, type KillableService } from '../support/killable-service';
import { downloadExport, uploadImport, waitForExport, waitForImport } from '../support/transfer';

// A `kill -9` while an export or an import runs: after `npm start` again the export resumes and
// finishes, and the import ends visibly (finished, or failed with GitLab's interruption message), never
// stuck in a running state.
describe('kill -9 during an export and during an import, then npm start again', () => {
  let service: KillableService;

  beforeAll(async () => {
    service = await startKillableService();
  }, 90_000);

  afterAll(async () => {
    await service?.stop();
  });

  it('resumes the export and ends the import visibly', async () => {
    const project = await createProject(service.api, { initialize_with_readme: true });
    await Promise.all(Array.from({ length: 40 }, (_, i) => service.api.post(`/projects/${project.id}/issues`, { body: { title: `Issue ${i}` } })));
    const started = await service.api.post(`/projects/${project.id}/export`);
    expect(started.status).toBe(202);
    await service.kill();
    await service.restart();
    const exported = await waitForExport(service.api, project.id, 60_000);
    expect(exported.export_status).toBe('finished');

    const { bytes } = await downloadExport(service.api, project.id);
    const created = await uploadImport(service.api, bytes, { path: `crash-copy-${Date.now()}` });
    expect(created.status).toBe(201);
    await service.kill();
    await service.restart();
    const imported = await waitForImport(service.api, created.body.id, 60_000);
    if (imported.import_status === 'failed') {
      expect(imported.import_error).toBe('Import timed out. Import took longer than the allowed time or the service restarted during the import.');
    } else {
      expect(imported.import_status).toBe('finished');
      const issues = await service.api.get(`/projects/${created.body.id}/issues?per_page=100`);
      expect(issues.body).toHaveLength(40);
    }
  }, 240_000);
});
