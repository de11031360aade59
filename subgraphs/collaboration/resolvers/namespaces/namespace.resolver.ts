import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Namespace } from '../../entities/namespace.entity';
import { NamespaceExistence } from '../../schema/namespace-existence.type';
import { NamespaceFilter } from '../../schema/namespace.inputs';
import { NamespacePage } from '../../schema/pages';
import { checkNamespaceExists } from '../../services/namespaces/namespace-existence';
import { findNamespaces, findReadableNamespace } from '../../services/namespaces/namespace-finder';

@Resolver(() => Namespace)
export class NamespaceResolver {
  @Query(() => NamespacePage, { description: "The caller's personal namespace and the groups they belong to directly; every namespace for administrators." })
  namespaces(@Arg('filter', () => NamespaceFilter, { nullable: true }) filter: NamespaceFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Namespace>> {
    return findNamespaces(ctx, filter ?? {}, page);
  }

  @Query(() => Namespace, { description: 'A namespace by id or full path; 404 when missing or when the caller is neither its member nor an administrator.' })
  namespace(@Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return findReadableNamespace(ctx, ref);
  }

  @Query(() => NamespaceExistence, { description: 'Whether a namespace under the parent (top level without one) has the path, with a free path to suggest.' })
  namespaceExists(
    @Arg('path', () => String) path: string,
    @Arg('parentId', () => ID, { nullable: true }) parentId: string | null,
    @Ctx() ctx: SubgraphContext,
  ): Promise<NamespaceExistence> {
    return checkNamespaceExists(ctx, path, parentId ?? null);
  }
}
