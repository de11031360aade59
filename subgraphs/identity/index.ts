import type { SubgraphDefinition } from '@forgegraph/platform';
import { AccessToken } from './entities/access-token.entity';
import { User } from './entities/user.entity';
import { UserCustomAttribute } from './entities/user-custom-attribute.entity';
import { UserIdentity } from './entities/user-identity.entity';
import { Migration20261121000000 } from './migrations/Migration20261121000000';
import { UserResolver } from './resolvers/user.resolver';
import { bootstrapRoot } from './services/root-bootstrap';
import { userLoader } from './services/user-loaders';

export { checkToken, findSudoTarget, type TokenCheck, type AuthenticatedUser } from './services/token-authenticator';

/** Users, tokens and authentication of personal access tokens (ARCHITECTURE §3). */
export const identitySubgraph: SubgraphDefinition = {
  name: 'identity',
  entities: [User, AccessToken, UserIdentity, UserCustomAttribute],
  resolvers: [UserResolver],
  references: {
    User: (ref, ctx) => userLoader(ctx).load(Number(ref.id)),
  },
  migrations: [{ name: 'Migration20261121000000', class: Migration20261121000000 }],
  onStart: bootstrapRoot,
};
