import { RouteAnswer } from '../http/route-answer';
import { DeleteRunnerManager, RegisterRunner, ResetRunnerAuthenticationToken, UnregisterRunner, VerifyRunner } from '../operations/runner-protocol';
import { presentRunnerRegistration } from '../presenters/runner-registration.presenter';
import type { HandlerContext } from '../routes/route';
import { askCi, runnerContact } from './runner-calls';

/** POST /runners/verify: 200 with `{id, token, token_expires_at}` (gitlab-runner's `register --token glrt-…` needs the id). */
export async function verifyRunner(ctx: HandlerContext): Promise<RouteAnswer> {
  const { verifyRunner: runner } = await askCi(ctx, VerifyRunner, { contact: runnerContact(ctx) });
  return RouteAnswer.json(200, presentRunnerRegistration(runner));
}

/** DELETE /runners: 204. */
export async function unregisterRunner(ctx: HandlerContext): Promise<RouteAnswer> {
  await askCi(ctx, UnregisterRunner, { token: ctx.params.token });
  return RouteAnswer.raw(204, {}, null);
}

/** DELETE /runners/managers: 204. */
export async function deleteRunnerManager(ctx: HandlerContext): Promise<RouteAnswer> {
  await askCi(ctx, DeleteRunnerManager, { token: ctx.params.token, systemId: ctx.params.system_id });
  return RouteAnswer.raw(204, {}, null);
}

/** POST /runners/reset_authentication_token: 201 `{token, token_expires_at}` (Entities::Ci::ResetTokenResult). */
export async function resetRunnerToken(ctx: HandlerContext): Promise<RouteAnswer> {
  const { resetRunnerAuthenticationToken: reset } = await askCi(ctx, ResetRunnerAuthenticationToken, { token: ctx.params.token });
  return RouteAnswer.json(201, { token: reset.token, token_expires_at: reset.tokenExpiresAt });
}

/** POST /runners (legacy registration with a registration token): 201 `{id, token, token_expires_at}`. */
export async function registerRunner(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const input = {
    ...runnerContact(ctx),
    description: params.description ?? null,
    maintenanceNote: params.maintenance_note ?? params.maintainer_note ?? null,
    // `active` is the deprecated opposite of `paused`.
    paused: params.paused ?? (params.active === undefined ? null : !params.active),
    locked: params.locked ?? null,
    runUntagged: params.run_untagged ?? null,
    tagList: params.tag_list ?? null,
    accessLevel: params.access_level ?? null,
    maximumTimeout: params.maximum_timeout ?? null,
  };
  const { registerRunner: runner } = await askCi(ctx, RegisterRunner, { input });
  return RouteAnswer.json(201, presentRunnerRegistration(runner));
}
