import { type Page, type PageArgs, type SubgraphContext, Conditions, intArray, offsetPage, query, requireUser } from '@forgegraph/platform';
import type { Project } from '../../entities/project.entity';
import { ProjectStar } from '../../entities/project-star.entity';
import { directoryUsers, matchesUserSearch } from '../domains/identity.client';
import { findReadableProject } from '../namespaces/lookup';
import { T } from '../tables';

export interface ProjectStarChange {
  changed: boolean;
  project: Project;
}

/**
 * POST /projects/:id/star and /unstar (lib/api/projects.rb): `changed: false` when the caller
 * already has (or has no) star, GitLab's 304. The row and `star_count` change in one transaction.
 */
export async function setProjectStar(ctx: SubgraphContext, ref: string, starred: boolean): Promise<ProjectStarChange> {
  requireUser(ctx.actor);
  const { project } = await findReadableProject(ctx, ref);
  const userId = ctx.actor.userId;
  const changed = await ctx.em.transactional(async (em) => {
    const rows = starred
      ? await query(em, `insert into ${T.projectStars} (project_id, user_id) values (?, ?) on conflict (user_id, project_id) do nothing returning id`, [project.id, userId])
      : await query(em, `delete from ${T.projectStars} where project_id = ? and user_id = ? returning id`, [project.id, userId]);
    if (!rows.length) return false;
    // A counter update, as GitLab's counter cache: `updated_at` stays as it was.
    await query(em, `update ${T.projects} set star_count = greatest(star_count + ?, 0) where id = ?`, [starred ? 1 : -1, project.id]);
    return true;
  });
  if (changed) await ctx.em.refresh(project);
  return { changed, project };
}

/**
 * GET /projects/:id/starrers (UsersStarProjectsFinder): newest star first; `search` matches the
 * user's name or username, and private profiles show only to themselves and administrators.
 * Both live in identity, so they narrow the project's starrer ids before the page is read.
 */
export async function findProjectStarrers(ctx: SubgraphContext, ref: string, search: string | null, args: PageArgs): Promise<Page<ProjectStar>> {
  const { project } = await findReadableProject(ctx, ref);
  const where = new Conditions().add('s.project_id = ?', project.id);
  if (search || !ctx.actor.isAdmin) where.add('s.user_id = any(?::int[])', intArray(await visibleStarrerIds(ctx, project.id, search)));
  return offsetPage(ctx.em, ProjectStar, { from: `${T.projectStars} s`, where, orderBy: 's.id desc', alias: 's' }, args);
}

async function visibleStarrerIds(ctx: SubgraphContext, projectId: number, search: string | null): Promise<number[]> {
  const rows = await query<{ user_id: number }>(ctx.em, `select user_id from ${T.projectStars} where project_id = ?`, [projectId]);
  const users = await directoryUsers(ctx, rows.map((r) => r.user_id));
  return rows.map((r) => r.user_id).filter((id) => {
    const user = users.get(id);
    if (!user) return false;
    const visible = ctx.actor.isAdmin || !user.privateProfile || id === ctx.actor.userId;
    return visible && (!search || matchesUserSearch(user, search));
  });
}
