import { AccessLevel, BadRequestError, ForbiddenError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { Runner, type RunnerAccessLevel, type RunnerType } from '../../entities/runner.entity';
import { RunnerProject } from '../../entities/runner-project.entity';
import { grantLoader, projectSettingsLoader } from '../domains/collaboration.client';
import { groupGrant } from './group-access';
import { newRunnerToken } from './runner-tokens';

export interface CreateRunnerAttributes {
  runnerType: RunnerType;
  groupId?: number | null;
  projectId?: number | null;
  description?: string | null;
  maintenanceNote?: string | null;
  paused?: boolean | null;
  locked?: boolean | null;
  runUntagged?: boolean | null;
  tagList?: string[] | null;
  accessLevel?: RunnerAccessLevel | null;
  maximumTimeout?: number | null;
}

export interface CreatedRunner {
  runner: Runner;
  /** Answered once, never stored. */
  token: string;
}

// Ci::Runners::RunnerCreationStrategies: a scope that does not exist is `400 Missing/invalid scope`,
// one the user may not create runners in `403 Insufficient permissions`.
const invalidScope = () => BadRequestError.because('Missing/invalid scope');
const insufficient = () => ForbiddenError.because('Insufficient permissions');

/** `create_runner` on the scope: administrators for instance runners, group Owners, project Maintainers. */
async function authorizeScope(ctx: SubgraphContext, attributes: CreateRunnerAttributes): Promise<void> {
  if (attributes.runnerType === 'instance_type') {
    if (!ctx.actor.isAdmin) throw insufficient();
    return;
  }
  if (attributes.runnerType === 'group_type') {
    const exists = (await groupGrant(ctx, attributes.groupId!, true))?.canRead;
    if (!exists) throw invalidScope();
    const grant = await groupGrant(ctx, attributes.groupId!);
    if (!ctx.actor.isAdmin && (!grant?.canRead || grant.accessLevel < AccessLevel.OWNER)) throw insufficient();
    return;
  }
  if (!(await projectSettingsLoader(ctx).load(attributes.projectId!))) throw invalidScope();
  const grant = await grantLoader(ctx).load(attributes.projectId!);
  if (!grant.isAdmin && (!grant.canRead || grant.accessLevel < AccessLevel.MAINTAINER)) throw insufficient();
}

/** POST /user/runners (Ci::Runners::CreateRunnerService): a `glrt-` runner owned by the caller, token answered once. */
export async function createRunner(ctx: SubgraphContext, attributes: CreateRunnerAttributes): Promise<CreatedRunner> {
  requireUser(ctx.actor);
  // Grape's `given runner_type:` requirements, checked before anything else as Grape validates first.
  if (attributes.runnerType === 'group_type' && attributes.groupId == null) throw BadRequestError.param('group_id is missing');
  if (attributes.runnerType === 'project_type' && attributes.projectId == null) throw BadRequestError.param('project_id is missing');
  await authorizeScope(ctx, attributes);
  validateAttributes(attributes);
  const { token, digest } = newRunnerToken();
  return ctx.em.transactional(async (em) => {
    const runner = em.create(Runner, {
      runnerType: attributes.runnerType,
      tokenDigest: digest,
      description: attributes.description ?? null,
      maintenanceNote: attributes.maintenanceNote ?? null,
      paused: attributes.paused ?? false,
      locked: attributes.locked ?? false,
      runUntagged: attributes.runUntagged ?? true,
      tagList: normalizeTags(attributes.tagList ?? []),
      accessLevel: attributes.accessLevel ?? 'not_protected',
      maximumTimeout: attributes.maximumTimeout ?? null,
      creatorId: ctx.actor.userId,
      registrationType: 'authenticated_user',
      groupId: attributes.runnerType === 'group_type' ? attributes.groupId! : null,
    });
    await em.flush();
    if (attributes.runnerType === 'project_type') {
      em.create(RunnerProject, { runnerId: runner.id, projectId: attributes.projectId! });
      await em.flush();
    }
    return { runner, token };
  });
}

/** Ci::Runner's validations, answered as CreateRunnerService answers a save error (`400 Bad request - <sentence>`). */
function validateAttributes(attributes: CreateRunnerAttributes): void {
  const errors: string[] = [];
  if ((attributes.maintenanceNote ?? '').length > 1024) errors.push('Maintenance note is too long (maximum is 1024 characters)');
  if (attributes.maximumTimeout != null && attributes.maximumTimeout < 600) errors.push('Maximum timeout needs to be at least 10 minutes');
  if (errors.length) throw BadRequestError.because(errors.join(' and '));
}

/** ActsAsTaggableOn's parsing: trimmed, blanks dropped, each tag once. */
export function normalizeTags(tags: string[]): string[] {
  return [...new Set(tags.flatMap((tag) => tag.split(',')).map((tag) => tag.trim()).filter(Boolean))];
}
