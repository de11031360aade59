import { startTestService, type TestService } from '../support/service';
import { expectGitlabError } from '../support/expectations';

/** The registration side of the runner protocol: verify, reset the token, unregister a manager or the runner. */
// Pushes, pipelines and pick-ups take their time on a loaded machine.
jest.setTimeout(90_000);

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(async () => service?.stop());

async function newRunner(): Promise<{ id: number; token: string }> {
  const created = await service.api.post('/user/runners', { body: { runner_type: 'instance_type' } });
  expect(created.status).toBe(201);
  return created.body;
}

it('answers 403 to an unknown token and 400 without one', async () => {
  const runner = service.api.as(null);
  expectGitlabError(await runner.post('/runners/verify', { body: { token: 'glrt-nope' } }), 403, { message: '403 Forbidden' });
  expectGitlabError(await runner.post('/runners/verify', { body: {} }), 400, { error: 'token is missing' });
  expectGitlabError(await runner.delete('/runners', { body: { token: 'glrt-nope' } }), 403, { message: '403 Forbidden' });
  expectGitlabError(await runner.post('/runners/reset_authentication_token', { body: { token: 'glrt-nope' } }), 403, { message: '403 Forbidden' });
});

it('resets the authentication token: 201 with the new one, the old one refused from then on', async () => {
  const { id, token } = await newRunner();
  const reset = await service.api.as(null).post('/runners/reset_authentication_token', { body: { token } });
  expect(reset.status).toBe(201);
  expect(reset.body).toEqual({ token: expect.stringMatching(/^glrt-/), token_expires_at: null });
  expect(reset.body.token).not.toBe(token);
  expect((await service.api.as(null).post('/runners/verify', { body: { token } })).status).toBe(403);
  const verified = await service.api.as(null).post('/runners/verify', { body: { token: reset.body.token } });
  expect(verified.body.id).toBe(id);
});

it('deletes one manager by system_id (404 for an unknown one), then the runner itself', async () => {
  const { token } = await newRunner();
  const runner = service.api.as(null);
  expect((await runner.post('/runners/verify', { body: { token, system_id: 's_aaaaaaaaaaaa' } })).status).toBe(200);
  const deleted = await runner.delete('/runners/managers', { body: { token, system_id: 's_aaaaaaaaaaaa' } });
  expect(deleted.status).toBe(204);
  expect(deleted.text).toBe('');
  expect((await runner.delete('/runners/managers', { body: { token, system_id: 's_aaaaaaaaaaaa' } })).status).toBe(404);
  expectGitlabError(await runner.delete('/runners/managers', { body: { token } }), 400, { error: 'system_id is missing' });
  expect((await runner.delete('/runners', { body: { token } })).status).toBe(204);
  expect((await runner.post('/runners/verify', { body: { token } })).status).toBe(403);
});
