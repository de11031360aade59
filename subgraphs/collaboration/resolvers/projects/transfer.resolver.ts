import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import { Group } from '../../schema/group.type';
import { GroupPage } from '../../schema/pages';
import { findTransferLocations } from '../../services/transfers/transfer-locations';
import { transferGroup } from '../../services/transfers/group-transfer.service';
import { transferProject } from '../../services/transfers/project-transfer.service';

/** Moving projects and groups between namespaces (doc/api/projects.md#transfer-a-project-to-a-new-namespace, doc/api/groups.md#transfer-a-group). */
@Resolver()
export class TransferResolver {
  @Mutation(() => Project, { description: 'Moves the project into the namespace given by id or full path.' })
  transferProject(@Arg('ref', () => String) ref: string, @Arg('namespace', () => String) namespace: string, @Ctx() ctx: SubgraphContext): Promise<Project> {
    return transferProject(ctx, ref, namespace);
  }

  @Mutation(() => Group, { description: 'Moves the group under another group, or to the top level without parentId.' })
  transferGroup(@Arg('ref', () => String) ref: string, @Arg('parentId', () => ID, { nullable: true }) parentId: string | null, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return transferGroup(ctx, ref, parentId);
  }

  @Query(() => GroupPage, { description: 'Groups the caller may transfer the project into.' })
  projectTransferLocations(
    @Arg('ref', () => String) ref: string,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Namespace>> {
    return findTransferLocations(ctx, ref, search, page);
  }
}
