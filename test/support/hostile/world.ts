import type { Route } from '@forgegraph/rest-facade';
import { createGroup, createProject, createToken, createUser, uniqueName, type CreatedUser } from '../factories';
import type { TestService } from '../service';

/**
 * The records hostile requests aim at: a group with a project (a repository with a branch, a tag and
 * a file), a hook, links and custom attributes, and a victim user with tokens. Re-created when a
 * successful write has deleted or blocked them, so every route meets real ids.
 */
export interface World {
  group: { id: number; full_path: string };
  shareGroup: { id: number };
  project: { id: number; path_with_namespace: string };
  victim: CreatedUser;
  victimToken: string;
  victimTokenId: number;
  hookId: number;
  impersonationTokenId: number;
}

export async function buildWorld(service: TestService): Promise<World> {
  const api = service.api;
  const group = await createGroup(api);
  const shareGroup = await createGroup(api);
  const project = await createProject(api, { namespace_id: group.id, initialize_with_readme: true });
  await expectOk(api.post(`/projects/${project.id}/repository/branches`, { body: { branch: 'feature', ref: 'main' } }));
  await expectOk(api.post(`/projects/${project.id}/repository/tags`, { body: { tag_name: 'v1', ref: 'main' } }));
  await expectOk(api.put(`/groups/${group.id}/custom_attributes/color`, { body: { value: 'blue' } }));
  await expectOk(api.post(`/groups/${group.id}/ldap_group_links`, { body: { cn: 'cn1', group_access: 30, provider: 'ldapmain' } }));
  await expectOk(api.post(`/groups/${group.id}/saml_group_links`, { body: { saml_group_name: 'saml1', access_level: 30 } }));
  const hook = await expectOk(api.post(`/groups/${group.id}/hooks`, { body: { url: 'http://example.com/hook' } }));
  const victim = await createUser(api);
  await expectOk(api.put(`/users/${victim.id}/custom_attributes/color`, { body: { value: 'blue' } }));
  const tokens = await victimTokens(service, victim.id);
  const impersonation = await expectOk(api.post(`/users/${victim.id}/impersonation_tokens`, { body: { name: 'imp', scopes: ['api'], expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10) } }));
  return { group, shareGroup, project, victim, ...tokens, hookId: hook.id, impersonationTokenId: impersonation.id };
}

async function victimTokens(service: TestService, victimId: number) {
  const victimToken = await createToken(service.api, victimId, ['api']);
  const other = await expectOk(service.api.post(`/users/${victimId}/personal_access_tokens`, { body: { name: uniqueName('t'), scopes: ['api'] } }));
  return { victimToken, victimTokenId: other.id as number };
}

/** Rebuilds what the previous route's successful writes took away. */
export async function refreshWorld(service: TestService, world: World): Promise<World> {
  const api = service.api;
  const [project, group, victim, self] = await Promise.all([
    api.get(`/projects/${world.project.id}`), api.get(`/groups/${world.group.id}`), api.get(`/users/${world.victim.id}`),
    api.as(world.victimToken).get('/personal_access_tokens/self'),
  ]);
  if (project.status !== 200 || group.status !== 200 || victim.status !== 200 || victim.body.state !== 'active') return buildWorld(service);
  if (self.status !== 200 || self.body.revoked || !self.body.active) return { ...world, ...(await victimTokens(service, world.victim.id)) };
  return world;
}

/** The real values a route's path params can take in this world. */
export function realValues(world: World) {
  return (route: Route, name: string): string[] => {
    const top = route.path.split('/')[1];
    const byName: Record<string, string[]> = {
      hook_id: [String(world.hookId)], hook_log_id: ['1'], key: ['color'], cn: ['cn1'], provider: ['ldapmain'], saml_group_name: ['saml1'],
      trigger: ['push_events'], group_id: [String(world.shareGroup.id)], impersonation_token_id: [String(world.impersonationTokenId)],
      branch: ['main', 'feature'], sha: ['main', 'v1'], tag_name: ['v1'], file_path: ['README.md'], name: ['main'],
      user_id: [String(world.victim.id), world.victim.username],
    };
    if (name === 'id' && top === 'projects') return [String(world.project.id), world.project.path_with_namespace];
    if (name === 'id' && top === 'groups') return [String(world.group.id), world.group.full_path];
    if (name === 'id' && top === 'users') return [String(world.victim.id), world.victim.username];
    if (name === 'id' && top === 'personal_access_tokens') return [String(world.victimTokenId)];
    return byName[name] ?? ['1'];
  };
}

async function expectOk(response: Promise<{ status: number; body: any; text: string }>): Promise<any> {
  const res = await response;
  if (res.status >= 300) throw new Error(`world setup failed: ${res.status} ${res.text}`);
  return res.body;
}
