import { randomUUID } from 'node:crypto';
import { NotFoundError, type Page, type PageArgs, type SubgraphContext, offsetPage, Conditions, parseRecordId } from '@forgegraph/platform';
import { WebHookLog } from '../../entities/web-hook-log.entity';
import type { WebHookLogFilter } from '../../schema/hook.inputs';
import { findHook } from './hook.service';
import type { HookOwnerRef } from './hook-owner';
import { HookError } from './hook-errors';
import { executeHook } from './hook-execution';
import { T } from '../tables';

/** WebHooks::WebHookLogsFinder's status categories. */
const STATUS_CATEGORIES: Record<string, string> = {
  successful: `l.response_status ~ '^2[0-9][0-9]$'`,
  client_failure: `l.response_status ~ '^4[0-9][0-9]$'`,
  server_failure: `(l.response_status ~ '^5[0-9][0-9]$' or l.response_status = 'internal error')`,
};

/** GET .../hooks/:hook_id/events: the hook's delivery attempts of the past seven days, newest first. */
export async function listHookLogs(ctx: SubgraphContext, ref: HookOwnerRef, hookId: string, filter: WebHookLogFilter, page: PageArgs): Promise<Page<WebHookLog>> {
  const hook = await findHook(ctx, ref, hookId);
  const where = new Conditions()
    .add('l.hook_id = ?', hook.id)
    .add(`l.created_at >= date_trunc('day', now() - interval '7 days')`);
  const statuses = filter.statuses ?? [];
  if (statuses.length) {
    const codes = statuses.filter((status) => !(status in STATUS_CATEGORIES));
    const parts = statuses.filter((status) => status in STATUS_CATEGORIES).map((status) => STATUS_CATEGORIES[status]);
    if (codes.length) parts.push(`l.response_status in (${codes.map(() => '?').join(', ')})`);
    where.add(parts.join(' or '), ...codes);
  }
  return offsetPage(ctx.em, WebHookLog, { from: `${T.hookLogs} l`, where, orderBy: 'l.created_at desc, l.id desc', alias: 'l' }, page);
}

/**
 * POST .../hooks/:hook_id/events/:hook_log_id/resend (WebHooks::Events::ResendService): the
 * logged payload again, under the same idempotency key, if the hook still points where it did.
 * Any HTTP answer is a success here; only no answer at all (or a disabled hook) is 422.
 */
export async function resendHookLog(ctx: SubgraphContext, ref: HookOwnerRef, hookId: string, logId: string): Promise<number> {
  const hook = await findHook(ctx, ref, hookId);
  const id = parseRecordId(logId);
  const log = id === null ? null : await ctx.em.findOne(WebHookLog, { id: String(id), hookId: hook.id });
  if (!log) throw NotFoundError.record();
  if (log.url !== hook.url) throw HookError.deliveryFailed('The hook URL has changed, and this log entry cannot be retried');
  const outcome = await executeHook(ctx, hook, {
    trigger: log.trigger, payload: log.requestData, idempotencyKey: log.idempotencyKey, eventUuid: randomUUID(),
  });
  if (outcome.httpStatus === null) throw HookError.deliveryFailed(outcome.message);
  return outcome.httpStatus;
}
