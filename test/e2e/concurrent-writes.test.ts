import { createGroup, createUserWithClient, uniqueName } from '../support/factories';
import type { ApiResponse, HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

/**
 * Bursts of the same write: the unique index picks one winner and the others get the answer a
 * sequential duplicate gets (GitLab's 400 `has already been taken`), never a 409 or a 500; and no
 * request waits on the connection pool: with a pool of one connection per subgraph, a transaction that
 * asked for a second would hang the burst.
 */
const BURST = 20;
/** Below the pool's 60 s acquire timeout, which held requests before; generous for a loaded CI machine. */
const DEADLINE_MS = 45_000;

let service: TestService;
let alice: HttpClient;

beforeAll(async () => {
  // One connection per subgraph: a transaction that asked for a second one would wait forever.
  service = await startTestService({ DATABASE_POOL_SIZE: '1' });
  alice = (await createUserWithClient(service.api)).client;
});
afterAll(async () => {
  await service?.stop();
});

async function burst(send: () => Promise<ApiResponse>): Promise<{ answers: ApiResponse[]; elapsed: number }> {
  const started = Date.now();
  const deadline = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`burst not answered within ${DEADLINE_MS} ms`)), DEADLINE_MS).unref());
  const answers = await Promise.race([Promise.all(Array.from({ length: BURST }, send)), deadline]);
  return { answers, elapsed: Date.now() - started };
}

function expectOneWinner(answers: ApiResponse[], duplicate: ApiResponse): void {
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  const losers = answers.filter((a) => a.status !== 201);
  expect(duplicate.status).toBe(400);
  for (const loser of losers) expect({ status: loser.status, body: loser.body }).toEqual({ status: 400, body: duplicate.body });
}

describe('concurrent creates of the same path', () => {
  it('POST /projects: one 201, the rest the sequential duplicate answer, all within the deadline', async () => {
    const path = uniqueName('race');
    const create = () => alice.post('/projects', { body: { name: path, path } });
    const { answers, elapsed } = await burst(create);
    expect(elapsed).toBeLessThan(DEADLINE_MS);
    const duplicate = await create();
    expect(duplicate.body).toEqual({
      message: { name: ['has already been taken'], path: ['has already been taken'], 'project_namespace.name': ['has already been taken'] },
    });
    expectOneWinner(answers, duplicate);
  }, 60_000);

  it('POST /groups: one 201, the rest the sequential duplicate answer, all within the deadline', async () => {
    const path = uniqueName('racegroup');
    const create = () => alice.post('/groups', { body: { name: path, path } });
    const { answers } = await burst(create);
    const duplicate = await create();
    expect(duplicate.body.message).toContain('has already been taken');
    expectOneWinner(answers, duplicate);
  }, 60_000);

  it('answers a burst of distinct project creates in a group, each 201, without waiting on the pool', async () => {
    // In a group the creator's access is read inside the create transaction: on a second connection that deadlocked the pool.
    const group = await createGroup(alice);
    const { answers } = await burst(() => alice.post('/projects', { body: { name: uniqueName('many'), namespace_id: group.id } }));
    expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(201));
  }, 60_000);
});
