import { query, ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../entities/user.entity';
import { UserIdentity } from '../../entities/user-identity.entity';
import { UserIdentityRecord } from '../../entities/user-private-details';
import { T } from '../tables';

interface IdentityParams {
  provider?: string | null;
  externUid?: string | null;
}

/**
 * Batched: the identities of every user a request shows, in one query. Read-only rows, not managed
 * entities (nothing here is changed and flushed; see plainRecords).
 */
export function identitiesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, UserIdentityRecord[]>('identity.identities', async (userIds) => {
    const rows = await query<{ user_id: number; provider: string; extern_uid: string; saml_provider_id: number | null }>(ctx.em,
      `select user_id, provider, extern_uid, saml_provider_id from ${T.userIdentities} where user_id = any(?::int[]) order by id`, [`{${userIds.join(',')}}`]);
    const byUser = new Map<number, UserIdentityRecord[]>(userIds.map((id) => [id, []]));
    for (const r of rows) byUser.get(r.user_id)?.push(Object.assign(new UserIdentityRecord(), { provider: r.provider, externUid: r.extern_uid, samlProviderId: r.saml_provider_id }));
    return userIds.map((id) => byUser.get(id)!);
  });
}

/** An extern_uid is unique per provider, case-insensitively (Identity's uniqueness validation). */
async function isIdentityTaken(em: EntityManager, params: Required<IdentityParams>, exceptUserId = 0): Promise<boolean> {
  const rows = await em.getConnection().execute<unknown[]>(
    `select 1 from ${T.userIdentities} where "provider" = ? and lower("extern_uid") = lower(?) and "user_id" <> ? limit 1`,
    [params.provider, params.externUid, exceptUserId],
  );
  return rows.length > 0;
}

/** POST /users builds the identity with the user, so a taken one fails the user's validation. */
export async function assertIdentityAvailable(em: EntityManager, params: IdentityParams): Promise<void> {
  if (!params.provider || !params.externUid) return;
  if (await isIdentityTaken(em, { provider: params.provider, externUid: params.externUid })) {
    throw ValidationFailedError.fields({ 'identities.extern_uid': ['has already been taken'] });
  }
}

export function buildIdentity(em: EntityManager, user: User, params: IdentityParams): void {
  if (!params.provider || !params.externUid) return;
  em.create(UserIdentity, { userId: user.id, provider: params.provider, externUid: params.externUid, samlProviderId: null });
}

/**
 * PUT /users (UpdateService#assign_identity): the user's identity for `provider` gets the new
 * extern_uid, created when missing. GitLab ignores a failed identity update, so a uid another user
 * holds leaves the identity unchanged instead of failing the request.
 */
export async function assignIdentity(em: EntityManager, user: User, params: IdentityParams): Promise<void> {
  if (!params.provider || !params.externUid) return;
  const wanted = { provider: params.provider, externUid: params.externUid };
  if (await isIdentityTaken(em, wanted, user.id)) return;
  const identity = await em.findOne(UserIdentity, { userId: user.id, provider: params.provider });
  if (identity) identity.externUid = params.externUid;
  else em.create(UserIdentity, { userId: user.id, ...wanted, samlProviderId: null });
}
