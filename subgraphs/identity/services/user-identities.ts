import type { SubgraphContext } from '@forgegraph/platform';
import { UserIdentityRecord } from '../entities/user-private-details';
import { UserIdentity } from '../entities/user-identity.entity';

/** Batched: the identities of every user a request shows, in one query. */
export function identitiesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, UserIdentityRecord[]>('identity.identities', async (userIds) => {
    const rows = await ctx.em.find(UserIdentity, { userId: { $in: [...userIds] } }, { orderBy: { id: 'asc' } });
    return userIds.map((id) =>
      rows.filter((r) => r.userId === id).map((r) => Object.assign(new UserIdentityRecord(), { provider: r.provider, externUid: r.externUid, samlProviderId: r.samlProviderId })),
    );
  });
}
