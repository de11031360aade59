import { randomBytes } from 'node:crypto';
import { adminSubgraph } from '@forgegraph/admin';
import { createLogger, ensureDatabase, loadConfig, startSubgraphService, type SubgraphService } from '@forgegraph/platform';
import { startTestService, type TestService } from '../support/service';

// Split topology (docker-compose.yml): the admin subgraph in its own HTTP service, composed by the
// edge's gateway through SUBGRAPH_URLS; the caller's actor travels in the signed internal header.
let admin: SubgraphService;
let edge: TestService;
const secret = randomBytes(16).toString('hex');

beforeAll(async () => {
  const databaseUrl = await ensureDatabase(process.env.FORGEGRAPH_TEST_ADMIN_URL!, `t_split_${Date.now()}`);
  const config = loadConfig({ PORT: '0', DATABASE_URL: databaseUrl, INTERNAL_SECRET: secret, LOG_LEVEL: 'silent' });
  // The admin subgraph needs the gateway only lazily; the edge's URL is known after it starts.
  admin = await startSubgraphService(adminSubgraph, config, 'http://127.0.0.1:9/graphql', createLogger('silent'));
  edge = await startTestService({ DATABASE_URL: databaseUrl, SUBGRAPH_URLS: `admin=${admin.url}`, INTERNAL_SECRET: secret });
});
afterAll(async () => {
  await edge?.stop();
  await admin?.stop();
});

async function graphql(url: string, query: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return (await res.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> };
}

describe('split mode', () => {
  it('composes a remote subgraph with the in-process ones in one query', async () => {
    const body = await graphql(`${edge.url}/graphql`, '{ currentUser { username } applicationSettings { values } }', { 'private-token': edge.rootToken });
    expect(body.errors).toBeUndefined();
    expect(body.data.currentUser.username).toBe('root');
    expect(body.data.applicationSettings.values).toMatchObject({ personal_access_token_prefix: 'glpat-' });
  });

  it('treats a direct call without the signed actor header as anonymous', async () => {
    const body = await graphql(admin.url, '{ applicationSettings { values } }');
    expect(body.data?.applicationSettings ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps serving the REST facade', async () => {
    const res = await edge.api.get('/user');
    expect(res.status).toBe(200);
    expect(res.body.username).toBe('root');
  });
});
