import { NotFoundError, webHookPolicy, type Page, type PageArgs, type SubgraphContext, offsetPage, Conditions, parseRecordId } from '@forgegraph/platform';
import { GroupHook } from '../../entities/group-hook.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { CreateGroupHookInput, UpdateGroupHookInput } from '../../schema/group-hook.inputs';
import { HookError } from './hook-errors';
import { applyResetRules, assignHookSettings } from './hook-settings';
import { validateHook } from './hook-validation';
import { T } from '../tables';
import { authorizedGroup } from '../access/authorized';

/**
 * Group hooks are the group Owners' and administrators' (ee/lib/api/group_hooks.rb authorizes
 * read_web_hook / admin_web_hook); a group the caller cannot see is 404, one they cannot manage 403.
 */
export async function hookGroup(ctx: SubgraphContext, groupRef: string): Promise<Namespace> {
  return (await authorizedGroup(ctx, groupRef, 'admin_group')).group;
}

/** `hook_scope.find(hook_id)`: a hook of another group is as missing as none (`404 Not found`). */
export async function findHookOf(ctx: SubgraphContext, group: Namespace, hookId: string): Promise<GroupHook> {
  const id = parseRecordId(hookId);
  const hook = id === null ? null : await ctx.em.findOne(GroupHook, { id, groupId: group.id });
  if (!hook) throw NotFoundError.record();
  return hook;
}

export async function listGroupHooks(ctx: SubgraphContext, groupRef: string, page: PageArgs): Promise<Page<GroupHook>> {
  const group = await hookGroup(ctx, groupRef);
  const where = new Conditions().add('h.group_id = ?', group.id);
  return offsetPage(ctx.em, GroupHook, { from: `${T.groupHooks} h`, where, orderBy: 'h.id', alias: 'h' }, page);
}

export async function findGroupHook(ctx: SubgraphContext, groupRef: string, hookId: string): Promise<GroupHook> {
  return findHookOf(ctx, await hookGroup(ctx, groupRef), hookId);
}

/** POST /groups/:id/hooks (WebHooks::CreateService). */
export async function createGroupHook(ctx: SubgraphContext, groupRef: string, input: CreateGroupHookInput): Promise<GroupHook> {
  const group = await hookGroup(ctx, groupRef);
  const hook = ctx.em.create(GroupHook, { groupId: group.id, url: input.url });
  assignHookSettings(hook, input);
  applyResetRules(hook, input, null);
  const errors = await validateHook(hook, webHookPolicy(await ctx.runtime.settings.current()));
  if (errors.size) {
    ctx.em.clear();
    throw HookError.notCreated(errors);
  }
  await ctx.em.flush();
  return hook;
}

/** PUT /groups/:id/hooks/:hook_id: only the given settings change (WebHooksHelpers#update_hook). */
export async function updateGroupHook(ctx: SubgraphContext, groupRef: string, hookId: string, input: UpdateGroupHookInput): Promise<GroupHook> {
  const hook = await findGroupHook(ctx, groupRef, hookId);
  if (!Object.values(input).some((value) => value !== undefined)) throw HookError.noParameters();
  const before = { url: hook.url, urlVariables: { ...hook.urlVariables } };
  assignHookSettings(hook, input);
  applyResetRules(hook, input, before);
  const errors = await validateHook(hook, webHookPolicy(await ctx.runtime.settings.current()));
  if (errors.size) throw HookError.notUpdated(errors);
  await ctx.em.flush();
  return hook;
}

/** DELETE /groups/:id/hooks/:hook_id: its queued deliveries and logs go with it. */
export async function deleteGroupHook(ctx: SubgraphContext, groupRef: string, hookId: string): Promise<boolean> {
  const hook = await findGroupHook(ctx, groupRef, hookId);
  await ctx.em.remove(hook).flush();
  return true;
}
