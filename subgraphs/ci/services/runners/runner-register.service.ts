import { DomainError, ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import { Runner, type RunnerAccessLevel } from '../../entities/runner.entity';
import { RunnerProject } from '../../entities/runner-project.entity';
import { recordRunnerContact, type RunnerContact } from './runner-contact';
import { normalizeTags } from './runner-create.service';
import type { RunnerCredentials } from './runner-registration.service';
import { findRegistrationTarget } from './registration-tokens.service';
import { newRunnerToken } from './runner-tokens';

export interface LegacyRegistration extends RunnerContact {
  /** The registration token. */
  token: string;
  description?: string | null;
  maintenanceNote?: string | null;
  paused?: boolean | null;
  locked?: boolean | null;
  runUntagged?: boolean | null;
  tagList?: string[] | null;
  accessLevel?: RunnerAccessLevel | null;
  maximumTimeout?: number | null;
}

const RUNNER_TYPES = { instance: 'instance_type', group: 'group_type', project: 'project_type' } as const;

/**
 * POST /runners (legacy registration, Ci::Runners::RegisterRunnerService): the registration token decides the
 * runner's type and owner (the instance's, a group's or a project's; group and project ones only while
 * `valid_runner_registrars` lists them). `410 Gone` (NOT_ALLOWED, mapped by the route) while registration tokens are disabled, `403` for an
 * unknown token; the runner's own token (not `glrt-`: registration_type `registration_token`) is answered once.
 */
export async function registerRunner(ctx: SubgraphContext, input: LegacyRegistration): Promise<RunnerCredentials> {
  const settings = await ctx.runtime.settings.current();
  if (settings.allow_runner_registration_token === false) throw new DomainError('NOT_ALLOWED', '410 Gone', { message: '410 Gone' });
  const target = await findRegistrationTarget(ctx, input.token);
  const registrars = (settings.valid_runner_registrars as string[] | undefined) ?? ['project', 'group'];
  if (!target || (target.scopeType !== 'instance' && !registrars.includes(target.scopeType))) throw ForbiddenError.create();
  const { token, digest } = newRunnerToken('');
  const runner = await ctx.em.transactional(async (em) => {
    const created = em.create(Runner, {
      runnerType: RUNNER_TYPES[target.scopeType], tokenDigest: digest, description: input.description ?? null,
      maintenanceNote: input.maintenanceNote ?? null, paused: input.paused ?? false, locked: input.locked ?? false,
      runUntagged: input.runUntagged ?? true, tagList: normalizeTags(input.tagList ?? []), accessLevel: input.accessLevel ?? 'not_protected',
      maximumTimeout: input.maximumTimeout ?? null, registrationType: 'registration_token',
      groupId: target.scopeType === 'group' ? target.scopeId : null,
    });
    await em.flush();
    if (target.scopeType === 'project') em.create(RunnerProject, { runnerId: created.id, projectId: target.scopeId });
    await em.flush();
    return created;
  });
  await recordRunnerContact(ctx.em, runner, input);
  return { id: runner.id, token, tokenExpiresAt: null };
}
