import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { SubgraphService } from '@forgegraph/platform';
import { builtWorkspace, startTestService, type TestService } from '../support/service';

const { adminSubgraph } = builtWorkspace<typeof import('@forgegraph/admin')>('subgraphs/admin');
const { identitySubgraph } = builtWorkspace<typeof import('@forgegraph/identity')>('subgraphs/identity');
const { createLogger, ensureDatabase, loadConfig, startSubgraphService } = builtWorkspace<typeof import('@forgegraph/platform')>('platform');

// Split topology (docker-compose.yml): identity and admin each in their own HTTP service, composed by
// the edge's gateway through SUBGRAPH_URLS. The caller's actor travels in the signed internal header,
// and the edge verifies tokens through the gateway since identity is not in its process.
const secret = randomBytes(16).toString('hex');
const rootToken = `glpat-${randomBytes(15).toString('base64url')}`;
const services: SubgraphService[] = [];
let edge: TestService;

beforeAll(async () => {
  const databaseUrl = await ensureDatabase(process.env.FORGEGRAPH_TEST_ADMIN_URL!, `t_split_${Date.now()}`);
  const edgePort = await freePort();
  const env = { PORT: '0', DATABASE_URL: databaseUrl, INTERNAL_SECRET: secret, ROOT_ACCESS_TOKEN: rootToken, LOG_LEVEL: 'silent', EXTERNAL_URL: `http://localhost:${edgePort}` };
  const gatewayUrl = `http://127.0.0.1:${edgePort}/graphql`;
  for (const definition of [identitySubgraph, adminSubgraph]) {
    services.push(await startSubgraphService(definition, loadConfig(env), gatewayUrl, createLogger('silent')));
  }
  const [identity, admin] = services;
  edge = await startTestService({ ...env, PORT: String(edgePort), SUBGRAPH_URLS: `identity=${identity.url},admin=${admin.url}` });
});
afterAll(async () => {
  await edge?.stop();
  for (const service of services) await service.stop();
});

async function graphql(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe('split mode', () => {
  it('composes remote subgraphs with the in-process ones in one query', async () => {
    const body = await graphql(`${edge.url}/graphql`, '{ currentUser { username } applicationSettings { values } }', { 'private-token': rootToken });
    expect(body.errors).toBeUndefined();
    expect(body.data.currentUser.username).toBe('root');
    expect(body.data.applicationSettings.values).toMatchObject({ personal_access_token_prefix: 'glpat-' });
  });

  it('verifies tokens through the remote identity subgraph, refusing unknown ones', async () => {
    const res = await edge.api.get('/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'root', is_admin: true, web_url: `${edge.url.replace('127.0.0.1', 'localhost')}/root` });
    expect((await edge.api.as('glpat-not-a-real-token').get('/user')).status).toBe(401);
  });

  it('creates a user and a token across processes, then authenticates with it', async () => {
    const created = await edge.api.post('/users', { body: { username: 'splituser', name: 'Split User', email: 'split@example.com', password: 'S3cure-pa55word!' } });
    expect(created.status).toBe(201);
    const token = await edge.api.post(`/users/${created.body.id}/personal_access_tokens`, { body: { name: 'split', scopes: ['read_user'] } });
    expect(token.status).toBe(201);
    const me = await edge.api.as(token.body.token).get('/user');
    expect(me.body).toMatchObject({ username: 'splituser' });
  });

  it('treats a direct call to a subgraph without the signed actor header as anonymous', async () => {
    const body = await graphql(services[1].url, '{ applicationSettings { values } }');
    expect(body.data?.applicationSettings ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const forged = await graphql(services[0].url, '{ tokenAuthentication(token: "x") { kind } }', { 'x-forgegraph-actor': 'forged.signature' });
    expect(forged.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
