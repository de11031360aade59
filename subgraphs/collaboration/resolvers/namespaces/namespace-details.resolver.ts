import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { Namespace } from '../../entities/namespace.entity';
import { canNamespace } from '../../services/access/namespace-access';
import { billableMembersCountLoader, membersCountWithDescendantsLoader, projectsCountLoader } from '../../services/namespaces/namespace-counts';

/** Entities::Namespace's fields beyond NamespaceBasic, each shown only to whom GitLab shows it. */
@Resolver(() => Namespace)
export class NamespaceDetailsResolver {
  @FieldResolver(() => Boolean, { description: "Owners (a group's, or a personal namespace's user) and administrators: GitLab's admin_namespace." })
  viewerCanAdmin(@Root() namespace: Namespace, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canNamespace(ctx, namespace, 'admin_namespace');
  }

  @FieldResolver(() => Int, { nullable: true, description: "Users with a membership here or in a subgroup; groups' Owners and administrators only." })
  async membersCountWithDescendants(@Root() namespace: Namespace, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    return (await canAdminGroup(ctx, namespace)) ? membersCountWithDescendantsLoader(ctx).load(namespace.id) : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: "Projects here and in subgroups; groups' Owners and administrators only." })
  async projectsCount(@Root() namespace: Namespace, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    return (await canAdminGroup(ctx, namespace)) ? projectsCountLoader(ctx).load(namespace.id) : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: "Users a subscription would bill (1 for a personal namespace); Owners and administrators only (read_billing)." })
  async billableMembersCount(@Root() namespace: Namespace, @Ctx() ctx: SubgraphContext): Promise<number | null> {
    if (!(await canNamespace(ctx, namespace, 'admin_namespace'))) return null;
    return namespace.kind === 'user' ? 1 : billableMembersCountLoader(ctx).load(namespace.id);
  }
}

/** GitLab's `admin_group` on a group namespace. */
async function canAdminGroup(ctx: SubgraphContext, namespace: Namespace): Promise<boolean> {
  return namespace.kind === 'group' && canNamespace(ctx, namespace, 'admin_namespace');
}
