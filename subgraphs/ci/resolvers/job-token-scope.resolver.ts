import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { JobTokenGroupLink } from '../entities/job-token-group-link.entity';
import { JobTokenProjectLink } from '../entities/job-token-project-link.entity';
import { JobTokenScope } from '../entities/job-token-scope.entity';
import { JobTokenAllowlistGroupPage, JobTokenAllowlistProjectPage } from '../schema/job-token-scope.types';
import type { GroupRef, ProjectRef } from '../schema/refs.types';
import { addAllowlistGroup, listAllowlistGroups, removeAllowlistGroup } from '../services/job-token-scope/group-allowlist.service';
import { isJobTokenAccessAllowed } from '../services/job-token-scope/job-token-access';
import { getJobTokenScope, updateJobTokenScope } from '../services/job-token-scope/job-token-scope.service';
import { addAllowlistProject, listAllowlistProjects, removeAllowlistProject } from '../services/job-token-scope/project-allowlist.service';

/** doc/api/project_job_token_scopes.md, and the access decision collaboration asks for job-token requests. */
@Resolver()
export class JobTokenScopeResolver {
  @Query(() => JobTokenScope)
  jobTokenScope(@Arg('projectRef', () => String) projectRef: string, @Ctx() ctx: SubgraphContext): Promise<JobTokenScope> {
    return getJobTokenScope(ctx, projectRef);
  }

  @Mutation(() => Boolean)
  updateJobTokenScope(@Arg('projectRef', () => String) projectRef: string, @Arg('enabled', () => Boolean) enabled: boolean, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return updateJobTokenScope(ctx, projectRef, enabled);
  }

  @Query(() => JobTokenAllowlistProjectPage)
  jobTokenAllowlistProjects(@Arg('projectRef', () => String) projectRef: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<ProjectRef>> {
    return listAllowlistProjects(ctx, projectRef, page);
  }

  @Query(() => JobTokenAllowlistGroupPage)
  jobTokenAllowlistGroups(@Arg('projectRef', () => String) projectRef: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<GroupRef>> {
    return listAllowlistGroups(ctx, projectRef, page);
  }

  @Mutation(() => JobTokenProjectLink)
  addJobTokenAllowlistProject(@Arg('projectId', () => Int) projectId: number, @Arg('targetProjectId', () => Int) targetProjectId: number, @Ctx() ctx: SubgraphContext): Promise<JobTokenProjectLink> {
    return addAllowlistProject(ctx, projectId, targetProjectId);
  }

  @Mutation(() => Boolean)
  removeJobTokenAllowlistProject(@Arg('projectRef', () => String) projectRef: string, @Arg('targetProjectId', () => Int) targetProjectId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return removeAllowlistProject(ctx, projectRef, targetProjectId);
  }

  @Mutation(() => JobTokenGroupLink)
  addJobTokenAllowlistGroup(@Arg('projectId', () => Int) projectId: number, @Arg('targetGroupId', () => Int) targetGroupId: number, @Ctx() ctx: SubgraphContext): Promise<JobTokenGroupLink> {
    return addAllowlistGroup(ctx, projectId, targetGroupId);
  }

  @Mutation(() => Boolean)
  removeJobTokenAllowlistGroup(@Arg('projectRef', () => String) projectRef: string, @Arg('targetGroupId', () => Int) targetGroupId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return removeAllowlistGroup(ctx, projectRef, targetGroupId);
  }

  @Query(() => Boolean, { description: 'Internal (service actor): may a job token of the source project reach the target project?' })
  jobTokenAccessAllowed(@Arg('sourceProjectId', () => ID) sourceProjectId: string, @Arg('targetProjectId', () => ID) targetProjectId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return isJobTokenAccessAllowed(ctx, Number(sourceProjectId), Number(targetProjectId));
  }
}
