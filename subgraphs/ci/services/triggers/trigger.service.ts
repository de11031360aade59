import { AccessLevel, Conditions, ForbiddenError, NotFoundError, offsetPage, requireUser, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import { Trigger } from '../../entities/trigger.entity';
import { requireExistingProjectLevel } from '../access/ci-access';
import { grantLoader, projectIdOf, projectSettingsLoader } from '../domains/collaboration.client';
import { T } from '../tables';
import { newTriggerToken } from './trigger-tokens';

// lib/api/ci/triggers.rb: `admin_build` / `manage_trigger` (Maintainers) on the project; updates
// only by the token's owner (`admin_trigger`, Ci::PipelineTriggers::UpdateService).

async function maintainedProject(ctx: SubgraphContext, projectRef: string): Promise<number> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireExistingProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
  return projectId;
}

/** `user_project.triggers.find(id)`: a miss is ActiveRecord's `404 Not found`. */
async function findTrigger(ctx: SubgraphContext, projectId: number, triggerId: number): Promise<Trigger> {
  const trigger = await ctx.em.findOne(Trigger, { id: triggerId, projectId });
  if (!trigger) throw NotFoundError.record();
  return trigger;
}

export async function listTriggers(ctx: SubgraphContext, projectRef: string, args: PageArgs): Promise<Page<Trigger>> {
  const projectId = await maintainedProject(ctx, projectRef);
  const where = new Conditions().add('t.project_id = ?', projectId);
  return offsetPage(ctx.em, Trigger, { from: `${T.triggers} t`, where, orderBy: 't.id asc', alias: 't' }, args);
}

export async function getTrigger(ctx: SubgraphContext, projectRef: string, triggerId: number): Promise<Trigger> {
  return findTrigger(ctx, await maintainedProject(ctx, projectRef), triggerId);
}

export async function createTrigger(ctx: SubgraphContext, projectRef: string, description: string): Promise<Trigger> {
  const projectId = await maintainedProject(ctx, projectRef);
  const { token, digest } = newTriggerToken();
  const trigger = ctx.em.create(Trigger, { projectId, ownerId: ctx.actor.userId, description, token, tokenDigest: digest });
  await ctx.em.flush();
  return trigger;
}

/** PUT: the token's owner (still a Maintainer) or an administrator changes the description (`admin_trigger`). */
export async function updateTrigger(ctx: SubgraphContext, projectRef: string, triggerId: number, description: string | null | undefined): Promise<Trigger> {
  requireUser(ctx.actor);
  const projectId = await projectIdOf(ctx, projectRef);
  const [grant, project] = await Promise.all([grantLoader(ctx).load(projectId), projectSettingsLoader(ctx).load(projectId)]);
  if (!grant.canRead || !project) throw NotFoundError.resource('Project');
  const trigger = await findTrigger(ctx, projectId, triggerId);
  const isOwningMaintainer = grant.accessLevel >= AccessLevel.MAINTAINER && trigger.ownerId === ctx.actor.userId;
  if (!grant.isAdmin && !isOwningMaintainer) throw ForbiddenError.because('The current user is not authorized to update the pipeline trigger token');
  if (description != null) trigger.description = description;
  trigger.updatedAt = new Date();
  await ctx.em.flush();
  return trigger;
}

export async function deleteTrigger(ctx: SubgraphContext, projectRef: string, triggerId: number): Promise<boolean> {
  const trigger = await findTrigger(ctx, await maintainedProject(ctx, projectRef), triggerId);
  await ctx.em.removeAndFlush(trigger);
  return true;
}
