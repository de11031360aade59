import { addMember, createGroup, createProject, createUserWithClient, type CreatedGroup, type CreatedProject } from './factories';
import type { HttpClient } from './http-client';

export const ROLES = ['anonymous', 'non_member', 'guest', 'reporter', 'developer', 'maintainer', 'owner', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export type Statuses = Record<Role, number>;

/** Expected statuses in ROLES order: anonymous, non_member, guest, reporter, developer, maintainer, owner, admin. */
export function statuses(...values: number[]): Statuses {
  return Object.fromEntries(ROLES.map((role, i) => [role, values[i]])) as Statuses;
}

export const LEVEL: Record<string, number> = { guest: 10, reporter: 20, developer: 30, maintainer: 40, owner: 50 };

export interface World {
  clients: Record<Role, HttpClient>;
  userIds: Record<Role, number | null>;
  /** Private; one member per role from guest to owner. */
  group: CreatedGroup;
  /** Public; only the owner is a member. */
  openGroup: CreatedGroup;
  privateProject: CreatedProject;
  internalProject: CreatedProject;
  publicProject: CreatedProject;
}

/**
 * One client per role: members of a private group (and so of its private project) from guest to
 * owner, a signed-in non-member, an anonymous client and the root administrator. Internal and
 * public projects live in a public group the role members do not belong to.
 */
export async function buildWorld(admin: HttpClient): Promise<World> {
  const owner = await createUserWithClient(admin);
  const group = await createGroup(owner.client, { visibility: 'private' });
  const openGroup = await createGroup(owner.client, { visibility: 'public' });
  const clients = { anonymous: admin.as(null), admin, owner: owner.client } as Record<Role, HttpClient>;
  const userIds = { anonymous: null, admin: 1, owner: owner.user.id } as Record<Role, number | null>;
  for (const role of ['non_member', 'guest', 'reporter', 'developer', 'maintainer'] as const) {
    const { user, client } = await createUserWithClient(admin);
    clients[role] = client;
    userIds[role] = user.id;
    if (role !== 'non_member') await addMember(owner.client, `groups/${group.id}`, user.id, LEVEL[role]);
  }
  return {
    clients,
    userIds,
    group,
    openGroup,
    privateProject: await createProject(owner.client, { namespace_id: group.id, visibility: 'private' }),
    internalProject: await createProject(owner.client, { namespace_id: openGroup.id, visibility: 'internal' }),
    publicProject: await createProject(owner.client, { namespace_id: openGroup.id, visibility: 'public' }),
  };
}
