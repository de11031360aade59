import { allowLocalWebHooks, createProject, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import { startTestService, type TestService } from '../support/service';
import { downloadExport, exportProject } from '../support/transfer';

let service: TestService;
let receiver: HookReceiver;
let owner: Awaited<ReturnType<typeof createUserWithClient>>;

beforeAll(async () => {
  service = await startTestService();
  receiver = await HookReceiver.start();
  owner = await createUserWithClient(service.api);
});
afterAll(async () => {
  await receiver?.close();
  await service?.stop();
});

describe('POST /projects/:id/export with upload[url]', () => {
  it('refuses a loopback destination while local requests are not allowed: the export fails visibly', async () => {
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const status = await exportProject(owner.client, project.id, { upload: { url: receiver.url('/blocked') } });
    expect(status.export_status).toBe('failed');
    expect(receiver.on('/blocked')).toEqual([]);
  });

  it('sends the archive bytes with Content-Type application/gzip by PUT (default) or POST', async () => {
    await allowLocalWebHooks(service.api);
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const put = await exportProject(owner.client, project.id, { upload: { url: receiver.url('/put') } });
    expect(put.export_status).toBe('finished');
    const { bytes } = await downloadExport(owner.client, project.id);
    expect(receiver.on('/put').map((r) => [r.method, r.headers['content-type'], r.headers['content-length']])).toEqual([['PUT', 'application/gzip', String(bytes.length)]]);
    await exportProject(owner.client, project.id, { upload: { url: receiver.url('/post'), http_method: 'POST' } });
    expect(receiver.on('/post').map((r) => r.method)).toEqual(['POST']);
  });

  it('fails the export when the destination refuses the upload', async () => {
    await allowLocalWebHooks(service.api);
    receiver.answerWith('/refused', 403);
    const project = await createProject(owner.client, { initialize_with_readme: true });
    const status = await exportProject(owner.client, project.id, { upload: { url: receiver.url('/refused') } });
    expect(status.export_status).toBe('failed');
    expect(receiver.on('/refused')).toHaveLength(1);
  });
});
