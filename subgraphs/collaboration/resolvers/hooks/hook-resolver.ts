import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, ClassType, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { WebHookLog } from '../../entities/web-hook-log.entity';
import type { WebHook } from '../../entities/web-hook.entity';
import { WebHookLogFilter } from '../../schema/hook.inputs';
import { WebHookLogPage, WebHookResendResult } from '../../schema/hook.types';
import { createHook, deleteHook, findHook, listHooks, updateHook } from '../../services/hooks/hook.service';
import { listHookLogs, resendHookLog } from '../../services/hooks/hook-logs.service';
import type { HookOwnerRef } from '../../services/hooks/hook-owner';
import type { HookSettings } from '../../services/hooks/hook-settings';
import { testHook } from '../../services/hooks/hook-test.service';

export interface HookResolverKind {
  owner: 'group' | 'project';
  hook: ClassType<WebHook>;
  page: Function;
  createInput: ClassType<HookSettings & { url: string }>;
  updateInput: ClassType<HookSettings>;
  /** Who may manage the hooks, for the descriptions. */
  managers: string;
}

/**
 * The same eight fields for group and project hooks, named after the owner (`groupHooks`,
 * `projectHooks`, `createGroupHook` …) and taking its reference (`groupRef`, `projectRef`);
 * TypeGraphQL's resolver inheritance builds one resolver class per kind.
 */
export function hookResolverOf(kind: HookResolverKind) {
  const refArg = `${kind.owner}Ref`;
  const Owner = kind.owner.charAt(0).toUpperCase() + kind.owner.slice(1);
  const ownerRef = (ref: string): HookOwnerRef => (kind.owner === 'group' ? { group: ref } : { project: ref });

  @Resolver()
  abstract class HookResolver {
    @Query(() => kind.page, { name: `${kind.owner}Hooks`, description: `A ${kind.owner}'s hooks; ${kind.managers} only.` })
    hooks(@Arg(refArg, () => String) ref: string, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<WebHook>> {
      return listHooks(ctx, ownerRef(ref), page);
    }

    @Query(() => kind.hook, { name: `${kind.owner}Hook`, description: `One of a ${kind.owner}'s hooks; \`404 Not found\` when the ${kind.owner} has no such hook.` })
    hook(@Arg(refArg, () => String) ref: string, @Arg('hookId', () => ID) hookId: string, @Ctx() ctx: SubgraphContext): Promise<WebHook> {
      return findHook(ctx, ownerRef(ref), hookId);
    }

    @Query(() => WebHookLogPage, { name: `${kind.owner}HookLogs`, description: "A hook's delivery attempts of the past seven days, newest first." })
    hookLogs(
      @Arg(refArg, () => String) ref: string,
      @Arg('hookId', () => ID) hookId: string,
      @Arg('filter', () => WebHookLogFilter, { nullable: true }) filter: WebHookLogFilter | null,
      @Args() page: PageArgs,
      @Ctx() ctx: SubgraphContext,
    ): Promise<Page<WebHookLog>> {
      return listHookLogs(ctx, ownerRef(ref), hookId, filter ?? {}, page);
    }

    @Mutation(() => kind.hook, { name: `create${Owner}Hook` })
    createHook(@Arg(refArg, () => String) ref: string, @Arg('input', () => kind.createInput) input: HookSettings & { url: string }, @Ctx() ctx: SubgraphContext): Promise<WebHook> {
      return createHook(ctx, ownerRef(ref), input);
    }

    @Mutation(() => kind.hook, { name: `update${Owner}Hook` })
    updateHook(
      @Arg(refArg, () => String) ref: string,
      @Arg('hookId', () => ID) hookId: string,
      @Arg('input', () => kind.updateInput) input: HookSettings,
      @Ctx() ctx: SubgraphContext,
    ): Promise<WebHook> {
      return updateHook(ctx, ownerRef(ref), hookId, input);
    }

    @Mutation(() => Boolean, { name: `delete${Owner}Hook`, description: 'Deletes the hook with its pending deliveries and its logs.' })
    deleteHook(@Arg(refArg, () => String) ref: string, @Arg('hookId', () => ID) hookId: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
      return deleteHook(ctx, ownerRef(ref), hookId);
    }

    @Mutation(() => Boolean, {
      name: `test${Owner}Hook`, description: 'Sends sample data for `trigger` (e.g. `resource_access_token_events`) now; 422 unless the answer is 2xx.',
    })
    testHook(
      @Arg(refArg, () => String) ref: string,
      @Arg('hookId', () => ID) hookId: string,
      @Arg('trigger', () => String) trigger: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<boolean> {
      return testHook(ctx, ownerRef(ref), hookId, trigger);
    }

    @Mutation(() => WebHookResendResult, { name: `resend${Owner}HookLog`, description: 'Sends a logged delivery again, now.' })
    async resendHookLog(
      @Arg(refArg, () => String) ref: string,
      @Arg('hookId', () => ID) hookId: string,
      @Arg('logId', () => ID) logId: string,
      @Ctx() ctx: SubgraphContext,
    ): Promise<WebHookResendResult> {
      return { responseStatus: await resendHookLog(ctx, ownerRef(ref), hookId, logId) };
    }
  }
  return HookResolver;
}
