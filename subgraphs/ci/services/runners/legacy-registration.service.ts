import { randomBytes } from 'node:crypto';
import type { SubgraphContext } from '@forgegraph/platform';
import { Runner, type RunnerAccessLevel } from '../../entities/runner.entity';
import { RunnerProject } from '../../entities/runner-project.entity';
import { findRegistrationTokenOwner, type RegistrationTokenOwner } from './registration-tokens.service';
import { normalizeTags } from './runner-create.service';
import { runnerTokenDigest } from './runner-tokens';
import { validateRunner } from './runner-update.service';

export interface LegacyRegistrationAttributes {
  description?: string | null;
  maintenanceNote?: string | null;
  paused?: boolean | null;
  locked?: boolean | null;
  runUntagged?: boolean | null;
  tagList?: string[] | null;
  accessLevel?: RunnerAccessLevel | null;
  maximumTimeout?: number | null;
}

/** What POST /runners answers: the new runner, `403 invalid token supplied`, or `410 runner registration disallowed`. */
export type LegacyRegistrationOutcome =
  | { kind: 'registered'; id: number; token: string; tokenExpiresAt: Date | null }
  | { kind: 'forbidden' }
  | { kind: 'disallowed' };

/**
 * Which runner a registration token makes (Ci::Runners::RegisterRunnerService#attrs_from_token): the instance
 * token an instance runner; a project's or a group's token a project or group runner, each only while
 * `valid_runner_registrars` lists that kind. Any token is refused with 410 while registration tokens are off.
 */
async function tokenScope(ctx: SubgraphContext, token: string): Promise<RegistrationTokenOwner | 'forbidden' | 'disallowed'> {
  const settings = await ctx.runtime.settings.current();
  const allowed = settings.allow_runner_registration_token !== false;
  const registrars: string[] = settings.valid_runner_registrars ?? ['project', 'group'];
  const owner = await findRegistrationTokenOwner(ctx, token);
  const usable = owner && (owner.scopeType === 'instance' || registrars.includes(owner.scopeType));
  if (!usable) return allowed ? 'forbidden' : 'disallowed';
  return allowed ? owner : 'disallowed';
}

/** POST /runners (legacy registration): a runner of the token's scope with a fresh authentication token. */
export async function registerLegacyRunner(ctx: SubgraphContext, registrationToken: string, attributes: LegacyRegistrationAttributes): Promise<LegacyRegistrationOutcome> {
  const scope = await tokenScope(ctx, registrationToken);
  if (scope === 'forbidden' || scope === 'disallowed') return { kind: scope };
  // Legacy runners' tokens carry no `glrt-` prefix: gitlab-runner registers them instead of verifying.
  const token = randomBytes(20).toString('base64url');
  return ctx.em.transactional(async (em) => {
    const runner = em.create(Runner, {
      runnerType: scope.scopeType === 'instance' ? 'instance_type' : `${scope.scopeType}_type`,
      tokenDigest: runnerTokenDigest(token),
      description: attributes.description ?? null,
      maintenanceNote: attributes.maintenanceNote ?? null,
      paused: attributes.paused ?? false,
      locked: attributes.locked ?? false,
      runUntagged: attributes.runUntagged ?? true,
      tagList: normalizeTags(attributes.tagList ?? []),
      accessLevel: attributes.accessLevel ?? 'not_protected',
      maximumTimeout: attributes.maximumTimeout ?? null,
      registrationType: 'registration_token',
      groupId: scope.scopeType === 'group' ? scope.scopeId : null,
    });
    validateRunner(runner);
    await em.flush();
    if (scope.scopeType === 'project') {
      em.create(RunnerProject, { runnerId: runner.id, projectId: scope.scopeId });
      await em.flush();
    }
    return { kind: 'registered' as const, id: runner.id, token, tokenExpiresAt: runner.tokenExpiresAt };
  });
}
