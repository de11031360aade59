import { RouteAnswer } from '../http/route-answer';
import { RegisterLegacyRunner } from '../operations/runners-api';
import type { HandlerContext } from '../routes/route';
import { askCi } from './runner-calls';

/**
 * POST /runners (lib/api/ci/runner.rb): registration with a registration token. 201 RunnerRegistrationDetails,
 * `403 Forbidden - invalid token supplied`, or 410 while registration tokens are disallowed. Deprecated
 * `active` and `maintainer_note` fold into `paused` and `maintenance_note` as GitLab does.
 */
export async function registerLegacyRunner(ctx: HandlerContext): Promise<RouteAnswer> {
  const { params } = ctx;
  const paused = params.paused ?? (params.active === undefined || params.active === null ? undefined : !params.active);
  const input = {
    token: params.token,
    description: params.description,
    maintenanceNote: params.maintenance_note ?? params.maintainer_note,
    paused,
    locked: params.locked,
    runUntagged: params.run_untagged,
    tagList: params.tag_list,
    accessLevel: params.access_level,
    maximumTimeout: params.maximum_timeout,
  };
  const { registerLegacyRunner: answer } = await askCi(ctx, RegisterLegacyRunner, { input });
  if (answer.outcome === 'forbidden') return RouteAnswer.json(403, { message: '403 Forbidden - invalid token supplied' });
  if (answer.outcome === 'disallowed') return RouteAnswer.json(410, { message: '410 Gone - runner registration disallowed' });
  return RouteAnswer.json(201, { id: Number(answer.id), token: answer.token, token_expires_at: answer.tokenExpiresAt });
}
