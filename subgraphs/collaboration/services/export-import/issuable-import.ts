import { query, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AwardEmoji } from '../../entities/award-emoji.entity';
import { Issue } from '../../entities/issue.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { Note } from '../../entities/note.entity';
import { claimInternalId } from '../internal-ids/internal-ids';
import { T } from '../tables';
import { dateOr, importLabel, importMilestone, requireText } from './label-milestone-import';
import { mappedUser, type UserMapping } from './user-mapping';

export interface ImportTargets {
  projectId: number;
  users: UserMapping;
  /** Label title → this project's label id. */
  labels: Map<string, number>;
  /** Milestone title → this project's milestone id. */
  milestones: Map<string, number>;
}

type IssuableKind = 'issues' | 'merge_requests';

/** One issue or merge request line with its notes, label links and award emoji, in one transaction. */
export async function importIssuable(ctx: SubgraphContext, targets: ImportTargets, kind: IssuableKind, row: any): Promise<void> {
  const title = requireText(row.title, 'Title');
  const iid = Number(row.iid);
  if (!Number.isInteger(iid) || iid <= 0) throw new Error(`Validation failed: Iid is invalid`);
  const milestoneId = row.milestone?.title ? await importMilestone(ctx, targets, row.milestone) : null;
  const labelIds: number[] = [];
  for (const link of Array.isArray(row.label_links) ? row.label_links : []) {
    if (link?.label?.title) labelIds.push(await importLabel(ctx, targets, link.label));
  }
  await ctx.em.transactional(async (em) => {
    const author = mappedUser(targets.users, row.author_id).id;
    const created = dateOr(row.created_at);
    const common = {
      projectId: targets.projectId, iid, title, description: typeof row.description === 'string' ? row.description : null, authorId: author,
      milestoneId, discussionLocked: row.discussion_locked ?? null, createdAt: created, updatedAt: dateOr(row.updated_at, created),
      closedAt: row.closed_at ? dateOr(row.closed_at) : null,
    };
    const type = kind === 'issues' ? 'Issue' : 'MergeRequest';
    const id = kind === 'issues' ? await insertIssue(em, targets, row, common) : await insertMergeRequest(em, targets, row, common);
    await claimInternalId(em, kind, targets.projectId, iid);
    const linkTable = kind === 'issues' ? T.issueLabels : T.mergeRequestLabels;
    const linkColumn = kind === 'issues' ? 'issue_id' : 'merge_request_id';
    for (const labelId of new Set(labelIds)) await query(em, `insert into ${linkTable} (${linkColumn}, label_id) values (?, ?) on conflict do nothing`, [id, labelId]);
    for (const note of Array.isArray(row.notes) ? row.notes : []) await insertNote(em, targets, type, id, note);
    for (const award of Array.isArray(row.award_emoji) ? row.award_emoji : []) insertAward(em, targets, type, id, award);
    await em.flush();
  });
}

async function insertIssue(em: EntityManager, targets: ImportTargets, row: any, common: Record<string, unknown>): Promise<number> {
  const issue = em.create(Issue, {
    ...common, state: row.state === 'closed' ? 'closed' : 'opened', confidential: row.confidential === true, dueDate: row.due_date ?? null,
    issueType: typeof row.issue_type === 'string' ? row.issue_type : 'issue', weight: Number.isInteger(row.weight) ? row.weight : null,
    closedById: row.state === 'closed' && row.closed_by_id ? mappedUser(targets.users, row.closed_by_id).id : null,
  } as any);
  await em.flush();
  return issue.id;
}

async function insertMergeRequest(em: EntityManager, targets: ImportTargets, row: any, common: Record<string, unknown>): Promise<number> {
  const state = ['opened', 'closed', 'merged', 'locked'].includes(row.state) ? row.state : 'opened';
  const diff = row.merge_request_diff ?? {};
  const mr = em.create(MergeRequest, {
    ...common, state: state === 'locked' ? 'opened' : state, sourceProjectId: targets.projectId,
    sourceBranch: requireText(row.source_branch, 'Source branch'), targetBranch: requireText(row.target_branch, 'Target branch'),
    squash: row.squash === true, forceRemoveSourceBranch: row.force_remove_source_branch ?? null,
    mergeCommitSha: row.merge_commit_sha ?? null, squashCommitSha: row.squash_commit_sha ?? null,
    diffBaseSha: diff.base_commit_sha ?? null, diffHeadSha: diff.head_commit_sha ?? null, diffStartSha: diff.start_commit_sha ?? null,
    mergedAt: row.metrics?.merged_at ? dateOr(row.metrics.merged_at) : null,
    mergeUserId: row.metrics?.merged_by_id ? mappedUser(targets.users, row.metrics.merged_by_id).id : null,
  } as any);
  await em.flush();
  return mr.id;
}

/** A note keeps its author when mapped; otherwise the importer writes it with GitLab's attribution line. */
async function insertNote(em: EntityManager, targets: ImportTargets, type: string, noteableId: number, row: any): Promise<void> {
  const author = mappedUser(targets.users, row.author_id);
  let body = typeof row.note === 'string' && row.note ? row.note : '*Blank note*';
  if (!author.mapped && row.author?.name) body = `${body}\n\n ${missingAuthorNote(row.updated_at, row.author.name)}`;
  const created = dateOr(row.created_at);
  const note = em.create(Note, {
    noteableType: type, noteableId, projectId: targets.projectId, authorId: author.id, body, system: row.system === true,
    internal: row.internal === true || row.confidential === true, createdAt: created, updatedAt: dateOr(row.updated_at, created),
  });
  await em.flush();
  for (const award of Array.isArray(row.award_emoji) ? row.award_emoji : []) insertAward(em, targets, 'Note', note.id, award);
}

/** Gitlab::ImportExport::Base::RelationFactory#missing_author_note. */
function missingAuthorNote(updatedAt: unknown, authorName: string): string {
  const timestamp = typeof updatedAt === 'string' ? updatedAt.split('.')[0] : '';
  return `*By ${authorName} on ${timestamp} (imported from GitLab)*`;
}

function insertAward(em: EntityManager, targets: ImportTargets, type: string, awardableId: number, row: any): void {
  if (typeof row?.name !== 'string') return;
  const created = dateOr(row.created_at);
  em.create(AwardEmoji, {
    name: row.name, userId: mappedUser(targets.users, row.user_id).id, awardableType: type as never, awardableId,
    createdAt: created, updatedAt: dateOr(row.updated_at, created),
  });
}
