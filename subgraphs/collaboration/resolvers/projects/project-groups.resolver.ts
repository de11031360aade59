import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Namespace } from '../../entities/namespace.entity';
import { GroupPage } from '../../schema/pages';
import { ProjectGroupsFilter } from '../../schema/project-groups.inputs';
import { findProjectGroups } from '../../services/projects/project-groups';

@Resolver()
export class ProjectGroupsResolver {
  @Query(() => GroupPage, { description: "The project's ancestor groups (and, with withShared, the groups it is shared with)." })
  projectGroups(
    @Arg('ref', () => String) ref: string,
    @Arg('filter', () => ProjectGroupsFilter, { nullable: true }) filter: ProjectGroupsFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Namespace>> {
    return findProjectGroups(ctx, ref, filter ?? {}, page);
  }
}
