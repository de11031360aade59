import { migrationsIn, type SubgraphDefinition } from '@forgegraph/platform';
import { AccessToken } from './entities/access-token.entity';
import { User } from './entities/user.entity';
import { UserCustomAttribute } from './entities/user-custom-attribute.entity';
import { UserIdentity } from './entities/user-identity.entity';
import { deleteUserJob } from './jobs/delete-user.job';
import { AccessTokenMutationsResolver } from './resolvers/tokens/access-token-mutations.resolver';
import { AccessTokenResolver } from './resolvers/tokens/access-token.resolver';
import { ActivityResolver } from './resolvers/users/activity.resolver';
import { ImpersonationTokenResolver } from './resolvers/tokens/impersonation-token.resolver';
import { UserAdminResolver } from './resolvers/users/user-admin.resolver';
import { UserCustomAttributeResolver } from './resolvers/users/user-custom-attribute.resolver';
import { UserAvatarResolver } from './resolvers/users/user-avatar.resolver';
import { UserIdentityResolver } from './resolvers/users/user-identity.resolver';
import { UserFieldsResolver } from './resolvers/users/user-fields.resolver';
import { UserPrivateDetailsResolver } from './resolvers/users/user-private-details.resolver';
import { UserStateResolver } from './resolvers/users/user-state.resolver';
import { UserResolver } from './resolvers/users/user.resolver';
import { TokenAuthenticationResolver } from './resolvers/tokens/token-authentication.resolver';
import { bootstrapRoot } from './services/users/root-bootstrap';
import { userLoader } from './services/loaders';

export { checkToken, findSudoTarget, type TokenCheck, type AuthenticatedUser, type TokenUse } from './services/tokens/token-authenticator';
export { AVAILABLE_SCOPES, SELF_SERVICE_SCOPES } from './services/tokens/token-rules';
export { isActivityDue, recordUserActivity } from './services/activity/activity-recorder';

/** Users, tokens and authentication of personal access tokens (ARCHITECTURE §3). */
export const identitySubgraph: SubgraphDefinition = {
  name: 'identity',
  entities: [User, AccessToken, UserIdentity, UserCustomAttribute],
  resolvers: [
    UserResolver, UserFieldsResolver, UserPrivateDetailsResolver, UserAdminResolver, UserStateResolver, UserCustomAttributeResolver,
    UserIdentityResolver, UserAvatarResolver, AccessTokenResolver, AccessTokenMutationsResolver, ImpersonationTokenResolver, ActivityResolver, TokenAuthenticationResolver],
  references: {
    User: (ref, ctx) => userLoader(ctx).load(Number(ref.id)),
  },
  migrations: migrationsIn(__dirname, [
    'Migration20261121000000',
    'Migration20261121010000',
    'Migration20261121020000',
    'Migration20261124050000',
    'Migration20261126120500',
  ]),
  jobs: [deleteUserJob],
  onStart: bootstrapRoot,
};
