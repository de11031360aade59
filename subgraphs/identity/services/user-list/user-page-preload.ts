import { selectsPath, type SubgraphContext } from '@forgegraph/platform';
import type { GraphQLResolveInfo } from 'graphql';
import type { User } from '../../entities/user.entity';
import { canSeePrivateDetails } from '../access/user-access';
import { identitiesLoader } from '../users/user-identities';
import { userLoader } from '../loaders';

/** Which of a user page's private-details relations the operation selects. */
export interface UserPagePreload {
  identities: boolean;
  createdBy: boolean;
}

export function userPagePreloadOf(info: GraphQLResolveInfo): UserPagePreload {
  return {
    identities: selectsPath(info, ['nodes', 'privateDetails', 'identities']),
    createdBy: selectsPath(info, ['nodes', 'privateDetails', 'createdBy']),
  };
}

/**
 * Loads a page's identities and creators through the request loaders before the rows are resolved,
 * so `UserPrivateDetails.identities`/`createdBy` answer synchronously (`peek`) instead of each row
 * awaiting its loader. Same queries as without it (one per relation), only earlier.
 */
export async function preloadUserPage(ctx: SubgraphContext, users: User[], wanted: UserPagePreload): Promise<void> {
  const visible = users.filter((user) => canSeePrivateDetails(ctx.actor, user));
  if (!visible.length) return;
  // Only administrators see `createdBy` (privateDetailsOf leaves createdById null for anyone else).
  const creators = wanted.createdBy && ctx.actor.isAdmin ? [...new Set(visible.map((u) => u.createdById).filter((id): id is number => id !== null))] : [];
  await Promise.all([
    wanted.identities ? identitiesLoader(ctx).loadMany(visible.map((user) => user.id)) : null,
    creators.length ? userLoader(ctx).loadMany(creators) : null,
  ]);
}
