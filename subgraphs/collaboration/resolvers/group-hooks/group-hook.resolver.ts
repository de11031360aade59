import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GroupHookLog } from '../../entities/group-hook-log.entity';
import { GroupHook } from '../../entities/group-hook.entity';
import { CreateGroupHookInput, GroupHookLogFilter, UpdateGroupHookInput } from '../../schema/group-hook.inputs';
import { GroupHookLogPage, GroupHookPage, GroupHookResendResult } from '../../schema/group-hook.types';
import {
  createGroupHook, deleteGroupHook, findGroupHook, listGroupHooks, updateGroupHook,
} from '../../services/group-hooks/group-hook.service';
import { listGroupHookLogs, resendGroupHookLog } from '../../services/group-hooks/hook-logs.service';
import { testGroupHook } from '../../services/group-hooks/hook-test.service';

@Resolver(() => GroupHook)
export class GroupHookResolver {
  @Query(() => GroupHookPage, { description: "A group's hooks; Owners and administrators only." })
  groupHooks(@Arg('groupRef', () => String) groupRef: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<GroupHook>> {
    return listGroupHooks(ctx, groupRef, page);
  }

  @Query(() => GroupHook, { description: "One of a group's hooks; `404 Not found` when the group has no such hook." })
  groupHook(@Arg('groupRef', () => String) groupRef: string, @Arg('hookId', () => ID) hookId: string, @Ctx() ctx: SubgraphContext): Promise<GroupHook> {
    return findGroupHook(ctx, groupRef, hookId);
  }

  @Query(() => GroupHookLogPage, { description: "A hook's delivery attempts of the past seven days, newest first." })
  groupHookLogs(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('hookId', () => ID) hookId: string,
    @Arg('filter', () => GroupHookLogFilter, { nullable: true }) filter: GroupHookLogFilter | null,
    @Args() page: PageArgs,
    @Ctx() ctx: SubgraphContext,
  ): Promise<Page<GroupHookLog>> {
    return listGroupHookLogs(ctx, groupRef, hookId, filter ?? {}, page);
  }

  @Mutation(() => GroupHook)
  createGroupHook(@Arg('groupRef', () => String) groupRef: string, @Arg('input', () => CreateGroupHookInput) input: CreateGroupHookInput, @Ctx() ctx: SubgraphContext): Promise<GroupHook> {
    return createGroupHook(ctx, groupRef, input);
  }

  @Mutation(() => GroupHook)
  updateGroupHook(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('hookId', () => ID) hookId: string,
    @Arg('input', () => UpdateGroupHookInput) input: UpdateGroupHookInput,
    @Ctx() ctx: SubgraphContext,
  ): Promise<GroupHook> {
    return updateGroupHook(ctx, groupRef, hookId, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes the hook with its pending deliveries and its logs.' })
  deleteGroupHook(@Arg('groupRef', () => String) groupRef: string, @Arg('hookId', () => ID) hookId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteGroupHook(ctx, groupRef, hookId);
  }

  @Mutation(() => Boolean, { description: 'Sends sample data for `trigger` (e.g. `resource_access_token_events`) now; 422 unless the answer is 2xx.' })
  testGroupHook(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('hookId', () => ID) hookId: string,
    @Arg('trigger', () => String) trigger: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<boolean> {
    return testGroupHook(ctx, groupRef, hookId, trigger);
  }

  @Mutation(() => GroupHookResendResult, { description: 'Sends a logged delivery again, now.' })
  async resendGroupHookLog(
    @Arg('groupRef', () => String) groupRef: string,
    @Arg('hookId', () => ID) hookId: string,
    @Arg('logId', () => ID) logId: string,
    @Ctx() ctx: SubgraphContext,
  ): Promise<GroupHookResendResult> {
    return { responseStatus: await resendGroupHookLog(ctx, groupRef, hookId, logId) };
  }
}
