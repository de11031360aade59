import { ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import { Runner } from '../../entities/runner.entity';
import type { UpdateRunnerInput } from '../../schema/runners-api.types';
import { normalizeTags } from './runner-create.service';
import { requireDeleteRunner, requireManageRunner } from './runner-access';
import { newRunnerToken } from './runner-tokens';

/** PUT /runners/:id (Ci::Runners::UpdateRunnerService): `paused` is stored, deprecated `active` is its opposite. */
export async function updateRunner(ctx: SubgraphContext, id: number, input: UpdateRunnerInput): Promise<Runner> {
  const runner = await requireManageRunner(ctx, id);
  const changes: Partial<Runner> = {};
  if (input.description !== undefined) changes.description = input.description;
  if (input.paused != null) changes.paused = input.paused;
  if (input.active != null) changes.paused = !input.active;
  if (input.tagList != null) changes.tagList = normalizeTags(input.tagList);
  if (input.runUntagged != null) changes.runUntagged = input.runUntagged;
  if (input.locked != null) changes.locked = input.locked;
  if (input.accessLevel != null) changes.accessLevel = input.accessLevel;
  if (input.maximumTimeout !== undefined) changes.maximumTimeout = input.maximumTimeout;
  if (input.maintenanceNote !== undefined) changes.maintenanceNote = input.maintenanceNote;
  validateRunner({ ...runner, ...changes } as Runner);
  ctx.em.assign(runner, { ...changes, updatedAt: new Date() });
  await ctx.em.flush();
  return runner;
}

/** Ci::Runner's validations, answered by `render_validation_error!` (`{"message":{"field":["…"]}}`). */
export function validateRunner(runner: Runner): void {
  const errors: Record<string, string[]> = {};
  if (!runner.runUntagged && runner.tagList.length === 0) errors.tags_list = ['can not be empty when runner is not allowed to pick untagged jobs'];
  if (runner.maximumTimeout != null && runner.maximumTimeout < 600) errors.maximum_timeout = ['needs to be at least 10 minutes'];
  if ((runner.maintenanceNote ?? '').length > 1024) errors.maintenance_note = ['is too long (maximum is 1024 characters)'];
  if (Object.keys(errors).length) throw ValidationFailedError.fields(errors);
}

/** DELETE /runners/:id (Ci::Runners::UnregisterRunnerService): its managers and assignments go with it. */
export async function deleteRunner(ctx: SubgraphContext, id: number): Promise<boolean> {
  const runner = await requireDeleteRunner(ctx, id);
  await ctx.em.nativeDelete(Runner, { id: runner.id });
  return true;
}

/** POST /runners/:id/reset_authentication_token: a new token, answered once; the old one stops working. */
export async function resetRunnerTokenById(ctx: SubgraphContext, id: number): Promise<{ token: string; tokenExpiresAt: Date | null }> {
  const runner = await requireManageRunner(ctx, id);
  const fresh = newRunnerToken();
  await ctx.em.nativeUpdate(Runner, { id: runner.id }, { tokenDigest: fresh.digest, updatedAt: new Date() });
  return { token: fresh.token, tokenExpiresAt: runner.tokenExpiresAt };
}
