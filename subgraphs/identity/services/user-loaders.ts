import { byKeys, type SubgraphContext } from '@forgegraph/platform';
import { User } from '../entities/user.entity';

/** The request's batched user loader: every reference to a user in one request costs one query. */
export function userLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, User | null>('identity.user', async (ids) => {
    const rows = await ctx.em.find(User, { id: { $in: [...ids] } });
    return byKeys(ids, rows, (u) => u.id);
  });
}
