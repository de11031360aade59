import type { SubgraphDefinition } from '@forgegraph/platform';
import { GroupCustomAttribute } from './entities/group-custom-attribute.entity';
import { Member } from './entities/member.entity';
import { Namespace } from './entities/namespace.entity';
import { Project } from './entities/project.entity';
import { removeGroupJob } from './jobs/remove-group.job';
import { removeProjectJob } from './jobs/remove-project.job';
import { removeUserJob } from './jobs/remove-user.job';
import { syncUserNamespaceJob } from './jobs/sync-user-namespace.job';
import { Migration20261121100000 } from './migrations/Migration20261121100000';
import { GroupCustomAttributeResolver } from './resolvers/group-custom-attribute.resolver';
import { GroupFieldsResolver } from './resolvers/group-fields.resolver';
import { GroupResolver } from './resolvers/group.resolver';
import { MemberFieldsResolver } from './resolvers/member-fields.resolver';
import { MemberResolver } from './resolvers/member.resolver';
import { NamespaceFieldsResolver } from './resolvers/namespace-fields.resolver';
import { ProjectFieldsResolver } from './resolvers/project-fields.resolver';
import { ProjectResolver } from './resolvers/project.resolver';
import { UserDirectoryResolver } from './resolvers/user-directory.resolver';
import { UserMembershipsResolver } from './resolvers/user-memberships.resolver';
import { memberLoader, namespaceLoader, projectLoader } from './services/loaders';

export { REMOVE_USER_JOB } from './services/removal';
export { SYNC_USER_NAMESPACE_JOB } from './services/personal-namespace';

/**
 * Namespaces, groups, projects, members and the access model: the one authority on what an actor
 * may do in a project or group (ARCHITECTURE §3, §4).
 */
export const collaborationSubgraph: SubgraphDefinition = {
  name: 'collaboration',
  entities: [Namespace, Project, Member, GroupCustomAttribute],
  resolvers: [
    ProjectResolver, ProjectFieldsResolver, GroupResolver, GroupFieldsResolver, NamespaceFieldsResolver, MemberResolver,
    MemberFieldsResolver, GroupCustomAttributeResolver, UserMembershipsResolver, UserDirectoryResolver,
  ],
  references: {
    Project: (ref, ctx) => projectLoader(ctx).load(Number(ref.id)),
    Namespace: (ref, ctx) => namespaceLoader(ctx).load(Number(ref.id)),
    Group: async (ref, ctx) => {
      const namespace = await namespaceLoader(ctx).load(Number(ref.id));
      return namespace?.kind === 'group' ? namespace : null;
    },
    Member: (ref, ctx) => memberLoader(ctx).load(Number(ref.id)),
    // Collaboration only extends User; identity owns its fields, so the key is all there is to resolve.
    User: (ref) => ({ id: ref.id }),
  },
  migrations: [{ name: 'Migration20261121100000', class: Migration20261121100000 }],
  jobs: [removeProjectJob, removeGroupJob, removeUserJob, syncUserNamespaceJob],
};
