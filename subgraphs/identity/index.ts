import type { SubgraphDefinition } from '@forgegraph/platform';
import { AccessToken } from './entities/access-token.entity';
import { User } from './entities/user.entity';
import { UserCustomAttribute } from './entities/user-custom-attribute.entity';
import { UserIdentity } from './entities/user-identity.entity';
import { deleteUserJob } from './jobs/delete-user.job';
import { Migration20261121000000 } from './migrations/Migration20261121000000';
import { Migration20261121010000 } from './migrations/Migration20261121010000';
import { Migration20261121020000 } from './migrations/Migration20261121020000';
import { Migration20261124050000 } from './migrations/Migration20261124050000';
import { AccessTokenMutationsResolver } from './resolvers/access-token-mutations.resolver';
import { AccessTokenResolver } from './resolvers/access-token.resolver';
import { ActivityResolver } from './resolvers/activity.resolver';
import { ImpersonationTokenResolver } from './resolvers/impersonation-token.resolver';
import { UserAdminResolver } from './resolvers/user-admin.resolver';
import { UserCustomAttributeResolver } from './resolvers/user-custom-attribute.resolver';
import { UserFieldsResolver } from './resolvers/user-fields.resolver';
import { UserPrivateDetailsResolver } from './resolvers/user-private-details.resolver';
import { UserStateResolver } from './resolvers/user-state.resolver';
import { UserResolver } from './resolvers/user.resolver';
import { TokenAuthenticationResolver } from './resolvers/token-authentication.resolver';
import { bootstrapRoot } from './services/root-bootstrap';
import { userLoader } from './services/user-loaders';

export { checkToken, findSudoTarget, type TokenCheck, type AuthenticatedUser, type TokenUse } from './services/token-authenticator';
export { AVAILABLE_SCOPES, SELF_SERVICE_SCOPES } from './services/token-rules';

/** Users, tokens and authentication of personal access tokens (ARCHITECTURE §3). */
export const identitySubgraph: SubgraphDefinition = {
  name: 'identity',
  entities: [User, AccessToken, UserIdentity, UserCustomAttribute],
  resolvers: [
    UserResolver, UserFieldsResolver, UserPrivateDetailsResolver, UserAdminResolver, UserStateResolver, UserCustomAttributeResolver,
    AccessTokenResolver, AccessTokenMutationsResolver, ImpersonationTokenResolver, ActivityResolver, TokenAuthenticationResolver],
  references: {
    User: (ref, ctx) => userLoader(ctx).load(Number(ref.id)),
  },
  migrations: [
    { name: 'Migration20261121000000', class: Migration20261121000000 },
    { name: 'Migration20261121010000', class: Migration20261121010000 },
    { name: 'Migration20261121020000', class: Migration20261121020000 },
    { name: 'Migration20261124050000', class: Migration20261124050000 },
  ],
  jobs: [deleteUserJob],
  onStart: bootstrapRoot,
};
