import { byKeys, plainRecords, query, type SubgraphContext } from '@forgegraph/platform';
import { User } from '../entities/user.entity';
import { T } from './tables';

/**
 * The request's batched user loader: every reference to a user in one request costs one query.
 * Read-only records (see plainRecords); writes load managed entities through findUserOrFail.
 */
export function userLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, User | null>('identity.user', async (ids) => {
    const rows = await query(ctx.em, `select * from ${T.users} where id = any(?::int[])`, [`{${ids.join(',')}}`]);
    return byKeys(ids, plainRecords(ctx.em, User, rows), (u) => u.id);
  });
}
