import { FieldErrors, ForbiddenError, type SubgraphContext } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import type { UpdateProjectInput } from '../../schema/project.inputs';
import { canProject } from '../access/access.service';
import { publishProjectEvent } from '../events/project-events';
import { namespaceLoader } from '../loaders';
import { checkProjectName, checkProjectPath } from '../namespaces/naming';
import { changeProjectDefaultBranch } from '../domains/repository.client';
import { projectSettingsFrom } from './project-settings';
import { addTakenErrors, checkProjectVisibilityInGroup, denyRestrictedVisibility, projectNameOrPathTaken, projectVisibilityPolicy } from './project-rules';
import { REMOVE_PROJECT_JOB } from '../lifecycle/removal';
import { visibilityLevel } from '../../entities/visibility';
import { authorizedProject } from '../access/authorized';

/** PUT /projects/:id: Maintainer; renaming needs rename_project, a visibility change Owner. */
export async function updateProject(ctx: SubgraphContext, ref: string, input: UpdateProjectInput): Promise<Project> {
  const { project, access } = await authorizedProject(ctx, ref, 'admin_project');
  if ((input.name !== undefined || input.path !== undefined) && !canProject(access, 'rename_project', project)) throw ForbiddenError.create();
  const level = input.visibility === undefined ? project.visibilityLevel : visibilityLevel(input.visibility)!;
  if (level !== project.visibilityLevel && !canProject(access, 'change_visibility_level', project)) throw ForbiddenError.create();
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  if (level !== project.visibilityLevel) denyRestrictedVisibility(level, await projectVisibilityPolicy(ctx), ctx.actor.isAdmin);
  const name = input.name ?? project.name;
  const path = input.path ?? project.path;
  const errors = new FieldErrors();
  if (input.name !== undefined) checkProjectName(errors, name);
  if (input.path !== undefined) checkProjectPath(errors, path);
  if (errors.isEmpty && (name !== project.name || path.toLowerCase() !== project.path.toLowerCase())) {
    addTakenErrors(errors, await projectNameOrPathTaken(ctx.em, namespace, name, path, project.id));
  }
  checkProjectVisibilityInGroup(errors, level, namespace);
  errors.throwIfAny();
  // HEAD moves before anything is saved: a missing branch fails the whole update (Projects::UpdateService#validate!).
  if (input.defaultBranch) await changeProjectDefaultBranch(ctx, project.id, input.defaultBranch);
  ctx.em.assign(project, { ...projectSettingsFrom(input, project.featureAccess), name, path, visibilityLevel: level });
  await ctx.em.flush();
  return project;
}

/** POST /projects/:id/archive and /unarchive: Owner; answers the project either way. */
export async function setProjectArchived(ctx: SubgraphContext, ref: string, archived: boolean): Promise<Project> {
  const { project } = await authorizedProject(ctx, ref, 'archive_project');
  if (project.archived !== archived) {
    project.archived = archived;
    await ctx.em.flush();
  }
  return project;
}

/**
 * DELETE /projects/:id: Owner. The project disappears at once (pending delete, 404 everywhere) and
 * the remove-project job deletes its rows and announces `project_deleted` to the other domains.
 */
export async function deleteProject(ctx: SubgraphContext, ref: string): Promise<boolean> {
  const { project } = await authorizedProject(ctx, ref, 'remove_project');
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  await ctx.em.transactional(async (em) => {
    em.assign(project, { pendingDelete: true });
    await em.flush();
    await publishProjectEvent(em, project, namespace, 'destroyed');
  });
  await ctx.runtime.jobs.send(REMOVE_PROJECT_JOB, { projectId: project.id }, { singletonKey: `project:${project.id}` });
  return true;
}
