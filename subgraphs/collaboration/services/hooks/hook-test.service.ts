import { randomUUID } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import { findHookOf } from './hook.service';
import { HookError } from './hook-errors';
import { executeHook } from './hook-execution';
import { hookOwner, type HookOwnerRef } from './hook-owner';
import { HOOK_TRIGGERS, flagColumnOf, type HookTrigger } from './hook-triggers';
import { TEST_PAYLOADS } from './payloads/test-payloads';

/** The `:trigger` values POST .../hooks/:hook_id/test/:trigger accepts (ProjectHook.triggers). */
export const TEST_TRIGGERS = Object.keys(TEST_PAYLOADS);

/**
 * POST .../hooks/:hook_id/test/:trigger (TestHooks::GroupService, TestHooks::ProjectService): sends
 * sample data of the project (a group's: its first project with commits) now, even to a disabled
 * hook; any answer but 2xx is a 422 carrying the response body (or why there was none).
 */
export async function testHook(ctx: SubgraphContext, ref: HookOwnerRef, hookId: string, trigger: string): Promise<boolean> {
  const owner = await hookOwner(ctx, ref);
  const hook = await findHookOf(ctx, owner, hookId);
  const subject = await owner.testSubject(ctx);
  if (typeof subject === 'string') throw HookError.deliveryFailed(subject);
  const build = TEST_PAYLOADS[trigger];
  if (!build) throw HookError.deliveryFailed('Testing not available for this hook');
  const outcome = await executeHook(ctx, hook, {
    trigger: hookNameOf(trigger), payload: await build(ctx, subject), idempotencyKey: randomUUID(), eventUuid: randomUUID(), force: true,
  });
  if (!outcome.success) throw HookError.deliveryFailed(outcome.message);
  return true;
}

function hookNameOf(trigger: string): HookTrigger {
  return (Object.keys(HOOK_TRIGGERS) as HookTrigger[]).find((name) => flagColumnOf(name) === trigger)!;
}
