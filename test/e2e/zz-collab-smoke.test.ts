import { startTestService, type TestService } from '../support/service';
import { createUserWithClient } from '../support/factories';

let service: TestService;
beforeAll(async () => { service = await startTestService(); });
afterAll(async () => { await service?.stop(); });

it('smoke', async () => {
  const api = service.api;
  let res = await api.post('/projects', { body: { name: 'My Project' } });
  console.log(res.status, JSON.stringify(res.body, null, 1).slice(0, 3000));
  res = await api.post('/groups', { body: { name: 'Grp', path: 'grp' } });
  console.log(res.status, JSON.stringify(res.body).slice(0, 1500));
  res = await api.post('/projects', { body: { name: 'gp', namespace_id: res.body.id, visibility: 'public' } });
  console.log(res.status, JSON.stringify(res.body).slice(0, 500));
  res = await api.get('/projects');
  console.log(res.status, res.body.length, JSON.stringify(Object.fromEntries(res.headers)));
  res = await api.get('/projects/root%2Fmy-project');
  console.log(res.status, JSON.stringify(res.body.permissions));
  const { user, client } = await createUserWithClient(api);
  res = await client.get('/projects/root%2Fmy-project');
  console.log(res.status, JSON.stringify(res.body));
  res = await api.post('/projects/root%2Fmy-project/members', { body: { user_id: user.id, access_level: 30 } });
  console.log(res.status, JSON.stringify(res.body));
  res = await client.get('/projects/root%2Fmy-project');
  console.log(res.status, JSON.stringify(res.body.permissions));
  res = await api.get('/projects/root%2Fmy-project/members/all');
  console.log(res.status, JSON.stringify(res.body));
  res = await api.get('/groups/grp');
  console.log(res.status, JSON.stringify(res.body).slice(0, 800));
  res = await api.get('/groups/grp/billable_members');
  console.log(res.status, JSON.stringify(res.body));
});
