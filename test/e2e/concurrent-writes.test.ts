import { createUserWithClient, uniqueName } from '../support/factories';
import type { ApiResponse, HttpClient } from '../support/http-client';
import { startTestService, type TestService } from '../support/service';

/**
 * Bursts of the same write: the unique index picks one winner and the others get the answer a
 * sequential duplicate gets (GitLab's 400 `has already been taken`), never a 409 or a 500; and no
 * request waits on the connection pool (a transaction never asks for a second connection).
 */
const BURST = 20;
/** Far below the pool's 60 s acquire timeout that held requests before. */
const DEADLINE_MS = 20_000;

let service: TestService;
let alice: HttpClient;

beforeAll(async () => {
  service = await startTestService();
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
  });

  it('POST /groups: one 201, the rest the sequential duplicate answer, all within the deadline', async () => {
    const path = uniqueName('racegroup');
    const create = () => alice.post('/groups', { body: { name: path, path } });
    const { answers } = await burst(create);
    const duplicate = await create();
    expect(duplicate.body.message).toContain('has already been taken');
    expectOneWinner(answers, duplicate);
  });

  it('answers a burst of distinct project creates, each 201, without waiting on the pool', async () => {
    const { answers } = await burst(() => alice.post('/projects', { body: { name: uniqueName('many'), initialize_with_readme: true } }));
    expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(201));
  });
});
