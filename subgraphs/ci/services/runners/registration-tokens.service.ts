import { randomBytes } from 'node:crypto';
import { AccessLevel, ForbiddenError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { RunnerRegistrationToken, type RegistrationScope } from '../../entities/runner-registration-token.entity';
import { requireProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { T } from '../tables';
import { groupGrant, groupIdOf } from './group-access';
import { runnerTokenDigest } from './runner-tokens';

/** GitLab's prefix of registration tokens (RunnersTokenPrefixable). */
export const REGISTRATION_TOKEN_PREFIX = 'GR1348941';

export interface RegistrationTarget {
  scopeType: RegistrationScope;
  scopeId: number;
}

/** Who may reset which registration token: administrators (instance), group Owners, project Maintainers. */
async function authorizeTarget(ctx: SubgraphContext, scopeType: RegistrationScope, ref: string | null): Promise<RegistrationTarget> {
  if (scopeType === 'instance') {
    requireAdmin(ctx.actor);
    return { scopeType, scopeId: 0 };
  }
  if (scopeType === 'project') {
    const projectId = await projectIdOf(ctx, ref ?? '');
    await requireProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
    return { scopeType, scopeId: projectId };
  }
  const groupId = await groupIdOf(ctx, ref ?? '');
  const grant = await groupGrant(ctx, groupId);
  if (!ctx.actor.isAdmin && (grant?.accessLevel ?? 0) < AccessLevel.OWNER) throw ForbiddenError.create();
  return { scopeType, scopeId: groupId };
}

/**
 * POST /runners/reset_registration_token, /projects/:id/… and /groups/:id/…: a new registration token for the
 * scope, answered once (the old one registers nothing from now on).
 */
export async function resetRegistrationToken(ctx: SubgraphContext, scopeType: RegistrationScope, ref: string | null): Promise<string> {
  const target = await authorizeTarget(ctx, scopeType, ref);
  const token = `${REGISTRATION_TOKEN_PREFIX}${randomBytes(15).toString('base64url')}`;
  await ctx.em.getConnection().execute(
    `insert into ${T.runnerRegistrationTokens} (scope_type, scope_id, token_digest) values (?, ?, ?)
     on conflict (scope_type, scope_id) do update set token_digest = excluded.token_digest, created_at = now()`,
    [target.scopeType, target.scopeId, runnerTokenDigest(token)]);
  return token;
}

/** The scope a registration token registers runners for, or null. */
export async function findRegistrationTarget(ctx: SubgraphContext, token: string): Promise<RegistrationTarget | null> {
  const row = await ctx.em.findOne(RunnerRegistrationToken, { tokenDigest: runnerTokenDigest(token) });
  return row && { scopeType: row.scopeType, scopeId: row.scopeId };
}
