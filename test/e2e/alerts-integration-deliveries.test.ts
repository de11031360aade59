import { settleJobs } from '../../subgraphs/repository/test/support';
import { createHttpEndpoint, notify } from '../support/alerts';
import { eventually } from '../support/expectations';
import { allowLocalWebHooks, createProject, createUserWithClient } from '../support/factories';
import { HookReceiver } from '../support/hook-receiver';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

jest.setTimeout(90_000);

let service: TestService;
let receiver: HookReceiver;
let owner: HttpClient;

beforeAll(async () => {
  receiver = await HookReceiver.start();
  service = await startTestService();
  await allowLocalWebHooks(service.api);
  owner = (await createUserWithClient(service.api)).client;
});
afterAll(async () => {
  await receiver?.close();
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

describe('alert events to integrations (alert_events)', () => {
  it('sends Slack a new alert on its alert channel, nothing for a repeated notification, nothing with alert_events off', async () => {
    const project = await createProject(owner);
    const path = `/slack-alerts-${project.id}`;
    const put = await owner.put(`/projects/${project.id}/integrations/slack`, { body: { webhook: receiver.url(path), alert_channel: '#alerts' } });
    expect(put.status).toBe(200);
    expect(put.body.alert_events).toBe(true);
    const endpoint = await createHttpEndpoint(owner, project.path_with_namespace);
    await notify(endpoint.url, { title: 'Latency high', severity: 'high', start_time: '2026-11-20T15:04:00Z', fingerprint: 'lat' }, { bearer: endpoint.token });
    const [request] = await eventually(async () => (receiver.on(path).length ? receiver.on(path) : undefined), 20_000);
    const payload = JSON.parse(new URLSearchParams(request.body).get('payload')!);
    const url = `${project.web_url}/-/alert_management/1/details`;
    expect(payload).toEqual({
      channel: '#alerts',
      attachments: [{
        title: 'Latency high', title_link: url, color: '#C95823',
        fields: [
          { title: 'Severity', value: 'High', short: true }, { title: 'Events', value: 1, short: true },
          { title: 'Status', value: 'Triggered', short: true }, { title: 'Start time', value: 'November 20, 2026  3:04PM UTC', short: true },
        ],
      }],
      fallback: `Alert firing in ${project.name_with_namespace}`,
      text: `Alert firing in ${project.name_with_namespace}`,
    });
    await notify(endpoint.url, { title: 'Latency high', fingerprint: 'lat' }, { bearer: endpoint.token });
    const off = await owner.put(`/projects/${project.id}/integrations/slack`, { body: { webhook: receiver.url(path), alert_events: false } });
    expect([off.status, off.body.alert_events]).toEqual([200, false]);
    await notify(endpoint.url, { title: 'Another alert' }, { bearer: endpoint.token });
    await settleJobs(service.server.backend.databaseUrl);
    expect(receiver.on(path)).toHaveLength(1);
  });
});
