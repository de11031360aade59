import { createHttpEndpoint, graphql, INTEGRATION_FIELDS, listAlerts, notify } from '../support/alerts';
import { buildWorld, type Role, type World } from '../support/collaboration-world';
import { createProject, createUserWithClient } from '../support/factories';
import type { HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

jest.setTimeout(120_000);

let service: TestService;
let owner: HttpClient;
let world: World;

const NOT_AVAILABLE = "The resource that you are attempting to access does not exist or you don't have permission to perform this action";
const GID = /^gid:\/\/gitlab\/AlertManagement::HttpIntegration\/\d+$/;

beforeAll(async () => {
  service = await startTestService();
  owner = (await createUserWithClient(service.api)).client;
  world = await buildWorld(service.api);
});
afterAll(async () => {
  await service?.stop();
});

const CREATE = `mutation($input: HttpIntegrationCreateInput!) { httpIntegrationCreate(input: $input) { clientMutationId integration { ${INTEGRATION_FIELDS} } errors } }`;
const UPDATE = `mutation($input: HttpIntegrationUpdateInput!) { httpIntegrationUpdate(input: $input) { integration { ${INTEGRATION_FIELDS} } errors } }`;

describe('httpIntegrationCreate / Update / Destroy and prometheusIntegration* at /api/graphql', () => {
  it('creates an HTTP endpoint with GitLab\'s payload: gid, 32-hex token, named URL, no apiUrl', async () => {
    const project = await createProject(owner);
    const res = await graphql(owner, CREATE, { input: { clientMutationId: 'c1', projectPath: project.path_with_namespace, name: 'My Ops Tool', active: true } });
    expect(res.errors).toBeUndefined();
    const { integration, errors, clientMutationId } = res.data.httpIntegrationCreate;
    expect({ errors, clientMutationId }).toEqual({ errors: [], clientMutationId: 'c1' });
    expect(integration).toEqual({
      id: expect.stringMatching(GID), active: true, name: 'My Ops Tool', token: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: expect.stringMatching(new RegExp(`/${project.path_with_namespace}/alerts/notify/my-ops-tool/[0-9a-f]{16}\\.json$`)),
      apiUrl: null, type: 'HTTP', payloadExample: '{}', payloadAttributeMappings: [],
    });
  });

  it('answers errors and stores nothing for a blank name or a payload example that is not a JSON object', async () => {
    const project = await createProject(owner);
    const blank = await graphql(owner, CREATE, { input: { projectPath: project.path_with_namespace, name: ' ', active: true } });
    expect(blank.data.httpIntegrationCreate).toEqual({ clientMutationId: null, integration: null, errors: ["Name can't be blank"] });
    const bad = await graphql(owner, CREATE, { input: { projectPath: project.path_with_namespace, name: 'x', active: true, payloadExample: '[1' } });
    expect(bad.data.httpIntegrationCreate.errors).toEqual(['Payload example must be a valid JSON object']);
    const list = await graphql(owner, 'query($p: ID!) { project(fullPath: $p) { alertManagementHttpIntegrations { count } } }', { p: project.path_with_namespace });
    expect(list.data.project.alertManagementHttpIntegrations.count).toBe(0);
  });

  it('maps custom payload fields validated against the sample, and the intake reads through the mapping', async () => {
    const project = await createProject(owner);
    const sample = { alert: { name: 'Queue stuck', level: 'P2' }, tags: ['q1'], at: '2026-11-20T09:00:00Z' };
    const mappings = [
      { fieldName: 'TITLE', path: ['alert', 'name'], type: 'STRING', label: 'Alert name' },
      { fieldName: 'SEVERITY', path: ['alert', 'level'], type: 'STRING' },
      { fieldName: 'HOSTS', path: ['tags'], type: 'ARRAY' },
      { fieldName: 'START_TIME', path: ['at'], type: 'DATETIME' },
    ];
    const wrong = await graphql(owner, CREATE, { input: { projectPath: project.path_with_namespace, name: 'Mapped', active: true, payloadExample: JSON.stringify(sample),
      payloadAttributeMappings: [{ fieldName: 'TITLE', path: ['alert', 'missing'], type: 'STRING' }] } });
    expect(wrong.data.httpIntegrationCreate.errors).toEqual(['Payload attribute mappings path alert.missing is not in the payload example']);
    const created = await graphql(owner, CREATE, { input: { projectPath: project.path_with_namespace, name: 'Mapped', active: true, payloadExample: JSON.stringify(sample), payloadAttributeMappings: mappings } });
    const integration = created.data.httpIntegrationCreate.integration;
    expect(integration.payloadAttributeMappings).toEqual(mappings.map((m) => ({ label: null, ...m })));
    expect(JSON.parse(integration.payloadExample)).toEqual(sample);
    const res = await notify(integration.url, { alert: { name: 'Disk stuck', level: 'p2' }, tags: ['q7', 'q8'], at: '2026-11-22T09:00:00Z', title: 'ignored' }, { bearer: integration.token });
    expect(res.body).toEqual([{ iid: 1, title: 'Disk stuck' }]);
    expect((await listAlerts(owner, project.path_with_namespace))[0]).toMatchObject({ title: 'Disk stuck', severity: 'CRITICAL', hosts: ['q7', 'q8'], startedAt: '2026-11-22T09:00:00.000Z' });
  });

  it('updates name and active, then destroys; the disabled and destroyed endpoint refuses notifications', async () => {
    const project = await createProject(owner);
    const endpoint = await createHttpEndpoint(owner, project.path_with_namespace);
    const updated = await graphql(owner, UPDATE, { input: { id: endpoint.id, name: 'Renamed', active: false } });
    expect(updated.data.httpIntegrationUpdate.integration).toMatchObject({ id: endpoint.id, name: 'Renamed', active: false, token: endpoint.token });
    expect((await notify(endpoint.url, {}, { bearer: endpoint.token })).status).toBe(403);
    const destroyed = await graphql(owner, 'mutation($id: ID!) { httpIntegrationDestroy(input: { id: $id }) { integration { id name } errors } }', { id: endpoint.id });
    expect(destroyed.data.httpIntegrationDestroy).toEqual({ integration: { id: endpoint.id, name: 'Renamed' }, errors: [] });
    const again = await graphql(owner, UPDATE, { input: { id: endpoint.id, active: true } });
    expect(again.errors?.[0].message).toBe(NOT_AVAILABLE);
  });

  it('creates one Prometheus endpoint per project, updates and resets it, and lists both kinds', async () => {
    const project = await createProject(owner);
    const input = { projectPath: project.path_with_namespace, active: true };
    const create = `mutation($input: PrometheusIntegrationCreateInput!) { prometheusIntegrationCreate(input: $input) { integration { ${INTEGRATION_FIELDS} } errors } }`;
    const first = await graphql(owner, create, { input });
    const prometheus = first.data.prometheusIntegrationCreate.integration;
    expect(prometheus).toEqual({
      id: expect.stringMatching(GID), active: true, name: 'Prometheus', token: expect.stringMatching(/^[0-9a-f]{32}$/),
      url: expect.stringMatching(new RegExp(`/${project.path_with_namespace}/prometheus/alerts/notify\\.json$`)), apiUrl: null, type: 'PROMETHEUS',
      payloadExample: null, payloadAttributeMappings: [],
    });
    expect((await graphql(owner, create, { input })).data.prometheusIntegrationCreate).toEqual({ integration: null, errors: ['Multiple Prometheus integrations are not supported'] });
    const update = await graphql(owner, 'mutation($id: ID!) { prometheusIntegrationUpdate(input: { id: $id, active: false }) { integration { active } errors } }', { id: prometheus.id });
    expect(update.data.prometheusIntegrationUpdate).toEqual({ integration: { active: false }, errors: [] });
    const reset = await graphql(owner, 'mutation($id: ID!) { prometheusIntegrationResetToken(input: { id: $id }) { integration { token } errors } }', { id: prometheus.id });
    expect(reset.data.prometheusIntegrationResetToken.integration.token).not.toBe(prometheus.token);
    const http = await createHttpEndpoint(owner, project.path_with_namespace);
    const lists = await graphql(owner, `query($p: ID!) { project(fullPath: $p) {
      alertManagementIntegrations { count nodes { id type } } alertManagementHttpIntegrations { count nodes { id type } } } }`, { p: project.path_with_namespace });
    expect(lists.data.project).toEqual({
      alertManagementIntegrations: { count: 2, nodes: [{ id: prometheus.id, type: 'PROMETHEUS' }, { id: http.id, type: 'HTTP' }] },
      alertManagementHttpIntegrations: { count: 1, nodes: [{ id: http.id, type: 'HTTP' }] },
    });
  });
});

describe('roles (Maintainers manage endpoints, Developers read and update alerts)', () => {
  const CAN_MANAGE: Record<Role, boolean> = {
    anonymous: false, non_member: false, guest: false, reporter: false, developer: false, maintainer: true, owner: true, admin: true,
  };
  const CAN_READ: Record<Role, boolean> = { ...CAN_MANAGE, developer: true };

  it.each(Object.keys(CAN_MANAGE) as Role[])('%s: httpIntegrationCreate on the private project', async (role) => {
    const res = await graphql(world.clients[role], CREATE, { input: { projectPath: world.privateProject.path_with_namespace, name: `by ${role}`, active: true } });
    if (CAN_MANAGE[role]) expect(res.data.httpIntegrationCreate.integration.name).toBe(`by ${role}`);
    else expect(res.errors?.[0].message).toBe(NOT_AVAILABLE);
  });

  it.each(Object.keys(CAN_READ) as Role[])('%s: reads alerts and endpoints of the private project', async (role) => {
    const path = world.privateProject.path_with_namespace;
    const res = await graphql(world.clients[role], `query($p: ID!) { project(fullPath: $p) {
      alertManagementAlerts { count } alertManagementIntegrations { count } } }`, { p: path });
    if (role === 'anonymous' || role === 'non_member') {
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      return;
    }
    expect(res.data.project.alertManagementAlerts === null).toBe(!CAN_READ[role]);
    expect(res.data.project.alertManagementIntegrations.count > 0).toBe(CAN_MANAGE[role]);
  });
});

describe('alertManagementAlertStatusUpdate and alert filters', () => {
  it('moves an alert through acknowledged, resolved and triggered, and filters by status, iid and search', async () => {
    const project = await createProject(owner);
    const path = project.path_with_namespace;
    const endpoint = await createHttpEndpoint(owner, path);
    await notify(endpoint.url, { title: 'CPU burn', service: 'billing' }, { bearer: endpoint.token });
    await notify(endpoint.url, { title: 'Memory leak' }, { bearer: endpoint.token });
    const mutate = (iid: string, status: string) => graphql(owner, `mutation($input: AlertManagementAlertStatusUpdateInput!) {
      alertManagementAlertStatusUpdate(input: $input) { alert { iid status endedAt } errors } }`, { input: { projectPath: path, iid, status } });
    expect((await mutate('1', 'ACKNOWLEDGED')).data.alertManagementAlertStatusUpdate).toEqual({ alert: { iid: '1', status: 'ACKNOWLEDGED', endedAt: null }, errors: [] });
    const resolved = (await mutate('1', 'RESOLVED')).data.alertManagementAlertStatusUpdate.alert;
    expect(resolved.endedAt).not.toBeNull();
    expect((await listAlerts(owner, path, 'statuses: [RESOLVED]')).map((a) => a.iid)).toEqual(['1']);
    expect((await listAlerts(owner, path, 'statuses: [TRIGGERED, ACKNOWLEDGED]')).map((a) => a.iid)).toEqual(['2']);
    expect((await listAlerts(owner, path, 'iid: "2"')).map((a) => a.title)).toEqual(['Memory leak']);
    expect((await listAlerts(owner, path, 'search: "billing"')).map((a) => a.iid)).toEqual(['1']);
    expect((await listAlerts(owner, path, 'sort: CREATED_ASC')).map((a) => a.iid)).toEqual(['1', '2']);
    expect((await mutate('1', 'TRIGGERED')).data.alertManagementAlertStatusUpdate.alert).toEqual({ iid: '1', status: 'TRIGGERED', endedAt: null });
    expect((await mutate('99', 'RESOLVED')).errors?.[0].message).toBe(NOT_AVAILABLE);
  });

  it('refuses a status update from a Reporter', async () => {
    const res = await graphql(world.clients.reporter, `mutation($input: AlertManagementAlertStatusUpdateInput!) {
      alertManagementAlertStatusUpdate(input: $input) { errors } }`, { input: { projectPath: world.privateProject.path_with_namespace, iid: '1', status: 'RESOLVED' } });
    expect(res.errors?.[0].message).toBe(NOT_AVAILABLE);
  });
});
