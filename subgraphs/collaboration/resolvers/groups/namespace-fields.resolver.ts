import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Namespace } from '../../entities/namespace.entity';
import { UserRef, userRef } from '../../schema/user-ref.type';
import { groupWebUrl, projectWebUrl } from '../../services/projects/urls';

@Resolver(() => Namespace)
export class NamespaceFieldsResolver {
  @FieldResolver(() => String, { description: '`host/groups/<path>` for groups, `host/<username>` for users.' })
  webUrl(@Root() namespace: Namespace, @Ctx() ctx: SubgraphContext): string {
    const base = ctx.runtime.config.externalUrl;
    return namespace.kind === 'group' ? groupWebUrl(base, namespace.fullPath) : projectWebUrl(base, namespace.fullPath);
  }

  @FieldResolver(() => UserRef, { nullable: true, description: "A personal namespace's user (whose avatar the namespace shows)." })
  owner(@Root() namespace: Namespace): UserRef | null {
    return namespace.kind === 'user' && namespace.ownerId !== null ? userRef(namespace.ownerId) : null;
  }
}
