import { randomBytes } from 'node:crypto';
import { AccessLevel, query, requireAdmin, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { groupGrantLoader } from './runner-access';
import { groupWithAncestors, requireGroupLevel } from './runner-scopes.client';
import { RT } from './runner-tables';
import { runnerTokenDigest } from './runner-tokens';

export type RegistrationScope = 'instance' | 'project' | 'group';

/** RunnersTokenPrefixable::RUNNERS_TOKEN_PREFIX: GitLab's registration tokens start with it. */
const REGISTRATION_TOKEN_PREFIX = 'GR1348941';

export interface RegistrationTokenOwner {
  scopeType: RegistrationScope;
  scopeId: number;
}

/** A fresh registration token for the scope; only its digest is kept, the old one stops registering. */
async function storeNewToken(ctx: SubgraphContext, owner: RegistrationTokenOwner): Promise<{ token: string; tokenExpiresAt: null }> {
  const token = `${REGISTRATION_TOKEN_PREFIX}${randomBytes(15).toString('base64url')}`;
  await query(ctx.em, `insert into ${RT.registrationTokens} (scope_type, scope_id, token_digest) values (?, ?, ?)
    on conflict (scope_type, scope_id) do update set token_digest = excluded.token_digest, created_at = now()`,
  [owner.scopeType, owner.scopeId, runnerTokenDigest(token)]);
  return { token, tokenExpiresAt: null };
}

/**
 * POST /runners/reset_registration_token (administrators), /projects/:id/… (Maintainer) and /groups/:id/…
 * (Owner): `update_runners_registration_token`, then a new token (ResetTokenResult).
 */
export async function resetRegistrationToken(ctx: SubgraphContext, scope: RegistrationScope, ref: string | null): Promise<{ token: string; tokenExpiresAt: null }> {
  requireUser(ctx.actor);
  if (scope === 'instance') {
    requireAdmin(ctx.actor);
    return storeNewToken(ctx, { scopeType: 'instance', scopeId: 0 });
  }
  if (scope === 'project') {
    const projectId = await projectIdOf(ctx, ref ?? '');
    await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
    return storeNewToken(ctx, { scopeType: 'project', scopeId: projectId });
  }
  const group = await groupWithAncestors(ctx, ref ?? '');
  requireGroupLevel(await groupGrantLoader(ctx).load(group.id), AccessLevel.OWNER);
  return storeNewToken(ctx, { scopeType: 'group', scopeId: group.id });
}

/** Whose registration token this is, or null for an unknown one. */
export async function findRegistrationTokenOwner(ctx: SubgraphContext, token: string): Promise<RegistrationTokenOwner | null> {
  const rows = await query<{ scope_type: RegistrationScope; scope_id: number }>(ctx.em,
    `select scope_type, scope_id from ${RT.registrationTokens} where token_digest = ?`, [runnerTokenDigest(token)]);
  return rows[0] ? { scopeType: rows[0].scope_type, scopeId: rows[0].scope_id } : null;
}
