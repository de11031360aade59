import {
  BadRequestError, Conditions, ConflictError, NotFoundError, intArray, pageInfo, parseRecordId, perPageOf, query, type Page, type PageArgs,
  type SubgraphContext,
} from '@forgegraph/platform';
import { Issue } from '../../entities/issue.entity';
import type { EpicIssueEntry, EpicIssueLink } from '../../schema/epic.types';
import { projectAccessFor } from '../access/access.service';
import { addReadableIssues, canReadIssue } from '../access/issue-access';
import { addVisibleProjects } from '../access/visibility-sql';
import { issueAssigneesLoader } from '../issues/issue-loaders';
import { namespaceLoader, projectLoader } from '../loaders';
import { T } from '../tables';
import { canAdminEpics } from './epic-access';
import { issueEpicIdLoader } from './epic-loaders';
import { findEditableEpic, findReadableEpic } from './epic-lookup';

/** Where a newly linked issue goes: before the epic's first one (EpicIssue#move_to_start). */
const POSITION_GAP = 500;

interface LinkRow { id: number; epic_id: number; issue_id: number; relative_position: number }

/** GET /groups/:id/epics/:epic_iid/issues: the epic's issues the caller may read, in their epic order. */
export async function listEpicIssues(ctx: SubgraphContext, groupRef: string, iid: number, args: PageArgs): Promise<Page<EpicIssueEntry>> {
  const { epic } = await findReadableEpic(ctx, groupRef, iid);
  return readableEntries(ctx, epic.id, args);
}

async function readableEntries(ctx: SubgraphContext, epicId: number, args: PageArgs | null): Promise<Page<EpicIssueEntry>> {
  const where = new Conditions().add('ei.epic_id = ?', epicId).add('not p.pending_delete and not n.pending_delete');
  addVisibleProjects(where, ctx.actor);
  addReadableIssues(where, ctx.actor);
  const from = `${T.epicIssues} ei join ${T.issues} i on i.id = ei.issue_id join ${T.projects} p on p.id = i.project_id
    join ${T.namespaces} n on n.id = p.namespace_id`;
  const perPage = args ? perPageOf(args) : null;
  const limit = args && perPage ? ` limit ${perPage} offset ${(Math.max(args.page, 1) - 1) * perPage}` : '';
  const rows = await query<Record<string, unknown> & { link_id: number; link_position: number }>(ctx.em,
    `select i.*, ei.id as link_id, ei.relative_position as link_position from ${from} where ${where.sql}
      order by ei.relative_position, ei.id${limit}`, where.params);
  const [{ count }] = await query<{ count: number }>(ctx.em, `select count(*)::int as count from ${from} where ${where.sql}`, where.params);
  const nodes = rows.map(({ link_id, link_position, ...issue }) => ({ epicIssueId: link_id, relativePosition: link_position, issue: ctx.em.map(Issue, issue as never) }));
  return { nodes, pageInfo: pageInfo({ page: args?.page ?? 1, perPage: perPage ?? count }, count) };
}

/**
 * POST /groups/:id/epics/:epic_iid/issues/:issue_id (EpicIssues::CreateService): links an issue of a
 * project below the epic's group, taking it from its previous epic; `issue_id` is the global id.
 */
export async function assignEpicIssue(ctx: SubgraphContext, groupRef: string, iid: number, issueId: number): Promise<EpicIssueLink> {
  const { epic, group } = await findEditableEpic(ctx, groupRef, iid, canAdminEpics);
  const issue = parseRecordId(issueId) ? await ctx.em.findOne(Issue, { id: issueId }) : null;
  if (!issue) throw NotFoundError.record();
  const project = await projectLoader(ctx).load(issue.projectId);
  const namespace = project ? await namespaceLoader(ctx).load(project.namespaceId) : null;
  const readable = project && namespace && canReadIssue(await projectAccessFor(ctx, project), project, issue, await issueAssigneesLoader(ctx).load(issue.id), ctx.actor);
  if (!readable || !namespace.traversalIds.includes(group.id)) throw NotFoundError.withMessage('No matching issue found. Make sure that you are adding a valid issue URL.');
  const [current] = await query<LinkRow>(ctx.em, `select * from ${T.epicIssues} where issue_id = ?`, [issue.id]);
  if (current?.epic_id === epic.id) throw ConflictError.message('Issue(s) already assigned');
  const [row] = await query<LinkRow>(ctx.em, `insert into ${T.epicIssues} (epic_id, issue_id, relative_position)
      values (?, ?, coalesce((select min(relative_position) from ${T.epicIssues} where epic_id = ?) - ${POSITION_GAP}, 0))
      on conflict (issue_id) do update set epic_id = excluded.epic_id, relative_position = excluded.relative_position, created_at = now()
      returning *`, [epic.id, issue.id, epic.id]);
  issueEpicIdLoader(ctx).clear(issue.id); // the access check above read the issue's facts, its epic among them
  return { id: row.id, relativePosition: row.relative_position, epic, issue };
}

/** The link `linkId` of this epic, else GitLab's `404 Not found` (`epic.epic_issues.find`). */
async function linkOf(ctx: SubgraphContext, epicId: number, linkId: number): Promise<LinkRow> {
  const [link] = parseRecordId(linkId) ? await query<LinkRow>(ctx.em, `select * from ${T.epicIssues} where id = ? and epic_id = ?`, [linkId, epicId]) : [];
  if (!link) throw NotFoundError.record();
  return link;
}

/**
 * PUT /groups/:id/epics/:epic_iid/issues/:epic_issue_id (EpicIssues::UpdateService): the link goes
 * right after `move_before_id` or right before `move_after_id`; the answer is the epic's issue list.
 */
export async function moveEpicIssue(ctx: SubgraphContext, groupRef: string, iid: number, linkId: number, moves: { before?: number | null; after?: number | null }): Promise<EpicIssueEntry[]> {
  const { epic } = await findEditableEpic(ctx, groupRef, iid, canAdminEpics);
  const link = await linkOf(ctx, epic.id, linkId);
  const ordered = (await query<LinkRow>(ctx.em, `select * from ${T.epicIssues} where epic_id = ? order by relative_position, id`, [epic.id])).filter((row) => row.id !== link.id);
  const beforeAt = ordered.findIndex((row) => row.id === moves.before);
  const afterAt = ordered.findIndex((row) => row.id === moves.after);
  // render_api_error!({ error: 'Issue could not be moved!' }, 400): the message is an object.
  if (beforeAt < 0 && afterAt < 0) throw new BadRequestError('BAD_USER_INPUT', 'Issue could not be moved!', { message: { error: 'Issue could not be moved!' } });
  ordered.splice(beforeAt >= 0 ? beforeAt + 1 : afterAt, 0, link);
  await query(ctx.em, `update ${T.epicIssues} ei set relative_position = v.position from unnest(?::int[], ?::int[]) as v(id, position) where ei.id = v.id`,
    [intArray(ordered.map((row) => row.id)), intArray(ordered.map((_, index) => index * POSITION_GAP))]);
  return (await readableEntries(ctx, epic.id, null)).nodes;
}

/** DELETE /groups/:id/epics/:epic_iid/issues/:epic_issue_id: 200 with the removed link (EpicIssues::DestroyService). */
export async function removeEpicIssue(ctx: SubgraphContext, groupRef: string, iid: number, linkId: number): Promise<EpicIssueLink> {
  const { epic } = await findEditableEpic(ctx, groupRef, iid, canAdminEpics);
  const link = await linkOf(ctx, epic.id, linkId);
  const issue = (await ctx.em.findOne(Issue, { id: link.issue_id }))!;
  await query(ctx.em, `delete from ${T.epicIssues} where id = ?`, [link.id]);
  issueEpicIdLoader(ctx).clear(issue.id);
  return { id: link.id, relativePosition: link.relative_position, epic, issue };
}
