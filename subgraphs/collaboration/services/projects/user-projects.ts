import { NotFoundError, type Page, type PageArgs, type SubgraphContext, isNumericRef, pageInfo, parseRecordId, perPageOf } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import type { ProjectFilter } from '../../schema/project.inputs';
import { directoryLoader, userIdByUsername, type DirectoryUser } from '../domains/identity.client';
import { findProjects } from './project-finder';

/** GitLab's find_user: an id when numeric, else a username (case-insensitive); `404 User Not Found` otherwise. */
export async function findUserOrFail(ctx: SubgraphContext, ref: string): Promise<DirectoryUser> {
  const id = isNumericRef(ref) ? parseRecordId(ref) : await userIdByUsername(ctx, ref);
  const user = id === null ? null : await directoryLoader(ctx).load(id);
  if (!user) throw NotFoundError.resource('User');
  return user;
}

/** GET /users/:user_id/projects: the caller's visible projects in that user's personal namespace. */
export async function findUserProjects(ctx: SubgraphContext, userRef: string, filter: ProjectFilter, args: PageArgs): Promise<Page<Project>> {
  const user = await findUserOrFail(ctx, userRef);
  return findProjects(ctx, filter, args, { createdAtMeansId: true, personalNamespaceOf: user.id });
}

/**
 * GET /users/:user_id/starred_projects (StarredProjectsFinder): the caller's visible projects that
 * user starred; nothing for a private profile unless the caller is that user or an administrator.
 */
export async function findStarredProjects(ctx: SubgraphContext, userRef: string, filter: ProjectFilter, args: PageArgs): Promise<Page<Project>> {
  const user = await findUserOrFail(ctx, userRef);
  if (user.privateProfile && !ctx.actor.isAdmin && ctx.actor.userId !== user.id) {
    return { nodes: [], pageInfo: pageInfo({ page: args.page, perPage: perPageOf(args) }, 0) };
  }
  return findProjects(ctx, filter, args, { createdAtMeansId: true, starredBy: user.id });
}
