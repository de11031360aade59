import { NotFoundError, webHookPolicy, type Page, type PageArgs, type SubgraphContext, offsetPage, Conditions, parseRecordId } from '@forgegraph/platform';
import type { FilterQuery } from '@mikro-orm/core';
import type { WebHook } from '../../entities/web-hook.entity';
import { HookError } from './hook-errors';
import { hookOwner, type HookOwner, type HookOwnerRef } from './hook-owner';
import { applyResetRules, assignHookSettings, type HookSettings } from './hook-settings';
import { validateHook } from './hook-validation';
import { T } from '../tables';

/** `hook_scope.find(hook_id)`: a hook of another group or project is as missing as none (`404 Not found`). */
export async function findHookOf(ctx: SubgraphContext, owner: HookOwner, hookId: string): Promise<WebHook> {
  const id = parseRecordId(hookId);
  const hook = id === null ? null : await ctx.em.findOne<WebHook>(owner.entity, { id, ...owner.scope } as FilterQuery<WebHook>);
  if (!hook) throw NotFoundError.record();
  return hook;
}

export async function listHooks(ctx: SubgraphContext, ref: HookOwnerRef, page: PageArgs): Promise<Page<WebHook>> {
  const owner = await hookOwner(ctx, ref);
  const where = new Conditions().add(`h.${owner.column} = ?`, owner.id);
  return offsetPage<WebHook>(ctx.em, owner.entity, { from: `${T.hooks} h`, where, orderBy: 'h.id', alias: 'h' }, page);
}

export async function findHook(ctx: SubgraphContext, ref: HookOwnerRef, hookId: string): Promise<WebHook> {
  return findHookOf(ctx, await hookOwner(ctx, ref), hookId);
}

/** POST /groups/:id/hooks, /projects/:id/hooks (WebHooks::CreateService). */
export async function createHook(ctx: SubgraphContext, ref: HookOwnerRef, input: HookSettings & { url: string }): Promise<WebHook> {
  const owner = await hookOwner(ctx, ref);
  const hook: WebHook = ctx.em.create(owner.entity, { ...owner.scope, url: input.url } as never);
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

/** PUT .../hooks/:hook_id: only the given settings change (WebHooksHelpers#update_hook). */
export async function updateHook(ctx: SubgraphContext, ref: HookOwnerRef, hookId: string, input: HookSettings): Promise<WebHook> {
  const hook = await findHook(ctx, ref, hookId);
  if (!Object.values(input).some((value) => value !== undefined)) throw HookError.noParameters();
  const before = { url: hook.url, urlVariables: { ...hook.urlVariables } };
  assignHookSettings(hook, input);
  applyResetRules(hook, input, before);
  const errors = await validateHook(hook, webHookPolicy(await ctx.runtime.settings.current()));
  if (errors.size) throw HookError.notUpdated(errors);
  await ctx.em.flush();
  return hook;
}

/** DELETE .../hooks/:hook_id: its queued deliveries and logs go with it. */
export async function deleteHook(ctx: SubgraphContext, ref: HookOwnerRef, hookId: string): Promise<boolean> {
  const hook = await findHook(ctx, ref, hookId);
  await ctx.em.remove(hook).flush();
  return true;
}
