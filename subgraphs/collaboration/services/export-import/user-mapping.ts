import { readNdjson, SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import path from 'node:path';

// Gitlab::ImportExport::MembersMapper: exported users are matched by e-mail, then by username; who
// cannot be matched becomes the importer (notes then carry GitLab's "*By … on … (imported from GitLab)*").

const USER_BY_USERNAME = `query CollaborationImportUserByUsername($username: String!) {
  users(filter: { username: $username }, page: 1, perPage: 1) { nodes { id } }
}`;
const USER_BY_EMAIL = `query CollaborationImportUserByEmail($search: String!) {
  users(filter: { search: $search }, page: 1, perPage: 2) { nodes { id publicEmail } }
}`;

export interface ExportedMember {
  userId: number;
  accessLevel: number;
  expiresAt: string | null;
}

export interface UserMapping {
  /** The importing user (the author of whatever has no match). */
  importerId: number;
  /** Exported user id → this instance's user id, for the users that matched. */
  users: Map<number, number>;
  /** The exported memberships whose user matched. */
  members: ExportedMember[];
}

export async function mapExportedUsers(ctx: SubgraphContext, tree: string, importerId: number): Promise<UserMapping> {
  const mapping: UserMapping = { importerId, users: new Map(), members: [] };
  for await (const { row } of readNdjson(path.join(tree, 'project', 'project_members.ndjson'))) {
    if (row instanceof Error || !row?.user) continue;
    const userId = await findUser(ctx, row.user.public_email ?? row.user.email ?? null, row.user.username ?? null);
    if (userId === null) continue;
    mapping.users.set(Number(row.user_id ?? row.user.id), userId);
    if (row.access_level > 0) mapping.members.push({ userId, accessLevel: Number(row.access_level), expiresAt: row.expires_at ?? null });
  }
  return mapping;
}

/** The mapped user, or the importer; `mapped` says which (MembersMapper#map's default). */
export function mappedUser(mapping: UserMapping, exportedId: unknown): { id: number; mapped: boolean } {
  const id = exportedId === null || exportedId === undefined ? undefined : mapping.users.get(Number(exportedId));
  return id === undefined ? { id: mapping.importerId, mapped: false } : { id, mapped: true };
}

async function findUser(ctx: SubgraphContext, email: string | null, username: string | null): Promise<number | null> {
  if (email) {
    const result = await ctx.runtime.engine.execute<{ users: { nodes: Array<{ id: string; publicEmail: string | null }> } }>(
      USER_BY_EMAIL, { search: email }, SERVICE_ACTOR, ctx.requestId);
    const nodes = result.data?.users.nodes ?? [];
    if (nodes.length === 1) return Number(nodes[0].id);
  }
  if (!username) return null;
  const result = await ctx.runtime.engine.execute<{ users: { nodes: Array<{ id: string }> } }>(USER_BY_USERNAME, { username }, SERVICE_ACTOR, ctx.requestId);
  const node = result.data?.users.nodes[0];
  return node ? Number(node.id) : null;
}
