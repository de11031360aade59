import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { GroupAccessGrant } from '../../schema/access.types';
import { CreateGroupInput, GroupFilter, UpdateGroupInput } from '../../schema/group.inputs';
import { Group } from '../../schema/group.type';
import { GroupPage, ProjectPage } from '../../schema/pages';
import { ProjectFilter } from '../../schema/project.inputs';
import { groupAccessGrants } from '../../services/access/access-grants';
import { findGroups } from '../../services/groups/group-finder';
import { createGroup } from '../../services/groups/group.service';
import { deleteGroup, updateGroup } from '../../services/groups/group-update.service';
import { findReadableGroup } from '../../services/namespaces/lookup';
import { findProjects } from '../../services/projects/project-finder';

@Resolver(() => Group)
export class GroupResolver {
  @Query(() => Group, { description: 'A group by id or full path; 404 when missing or not readable by the caller.' })
  async group(@Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return (await findReadableGroup(ctx, ref)).group;
  }

  @Query(() => GroupPage)
  groups(@Arg('filter', () => GroupFilter, { nullable: true }) filter: GroupFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Namespace>> {
    return findGroups(ctx, filter ?? {}, page);
  }

  @Query(() => GroupPage, { description: 'Direct subgroups, or with descendants: true every group below.' })
  async groupSubgroups(
    @Arg('ref', () => String) ref: string,
    @Arg('descendants', () => Boolean, { defaultValue: false }) descendants: boolean,
    @Arg('filter', () => GroupFilter, { nullable: true }) filter: GroupFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Namespace>> {
    const { group } = await findReadableGroup(ctx, ref);
    return findGroups(ctx, filter ?? {}, page, descendants ? { ancestor: group } : { parent: group });
  }

  @Query(() => ProjectPage)
  async groupProjects(
    @Arg('ref', () => String) ref: string,
    @Arg('filter', () => ProjectFilter, { nullable: true }) filter: ProjectFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<Project>> {
    const { group } = await findReadableGroup(ctx, ref);
    return findProjects(ctx, filter ?? {}, page, { group });
  }

  @Query(() => [GroupAccessGrant], { description: "The caller's access to each group, for other subgraphs' authorization." })
  groupAccess(@Arg('groupIds', () => [ID]) groupIds: string[], @Ctx() ctx: SubgraphContext): Promise<GroupAccessGrant[]> {
    return groupAccessGrants(ctx, groupIds);
  }

  @Mutation(() => Group)
  createGroup(@Arg('input', () => CreateGroupInput) input: CreateGroupInput, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return createGroup(ctx, input);
  }

  @Mutation(() => Group)
  updateGroup(@Arg('ref', () => String) ref: string, @Arg('input', () => UpdateGroupInput) input: UpdateGroupInput, @Ctx() ctx: SubgraphContext): Promise<Namespace> {
    return updateGroup(ctx, ref, input);
  }

  @Mutation(() => Boolean, { description: 'Schedules the deletion of the group, its subgroups and projects.' })
  deleteGroup(@Arg('ref', () => String) ref: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteGroup(ctx, ref);
  }
}
