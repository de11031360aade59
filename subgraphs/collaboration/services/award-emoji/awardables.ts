import { AccessLevel, NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import type { AwardableType } from '../../entities/award-emoji.entity';
import { Issue } from '../../entities/issue.entity';
import { MergeRequest } from '../../entities/merge-request.entity';
import { Note } from '../../entities/note.entity';
import { canAdminIssues, canReadIssue } from '../access/issue-access';
import { canReadMergeRequests } from '../access/merge-request-access';
import { issueAssigneesLoader } from '../issues/issue-loaders';
import { findReadableProject } from '../namespaces/lookup';

/** Which awardable a route names (lib/api/helpers/award_emoji.rb `awardables`): an issue, a merge request, or one of their notes. */
export type AwardableKind = 'ISSUE' | 'ISSUE_NOTE' | 'MERGE_REQUEST' | 'MERGE_REQUEST_NOTE';

export interface AwardableRef {
  kind: AwardableKind;
  projectRef: string;
  iid: number;
  noteId?: number | null;
}

/** A found awardable and what the caller may do with it (GitLab's can_read_awardable? / user_can_award?). */
export interface Awardable {
  type: AwardableType;
  id: number;
  canRead: boolean;
  canAward: boolean;
  /** Note#emoji_awardable?: system notes take no emoji. */
  isEmojiAwardable: boolean;
  /** The issue or merge request a to-do is about (the note's noteable for notes). */
  todoTarget: { type: string; id: number } | null;
}

/**
 * GitLab's `awardable` helper: the project must be readable (`404 Project Not Found`) and the issue
 * and note must exist (`404 Not found`, ActiveRecord's miss); whether the caller may read it is the
 * route's business (`404 Award Emoji Not Found`).
 */
export async function findAwardable(ctx: SubgraphContext, ref: AwardableRef): Promise<Awardable> {
  return FINDERS[ref.kind](ctx, ref);
}

const FINDERS: Record<AwardableKind, (ctx: SubgraphContext, ref: AwardableRef) => Promise<Awardable>> = {
  ISSUE: async (ctx, ref) => {
    const { issue, canRead } = await findProjectIssue(ctx, ref);
    const target = { type: 'Issue', id: issue.id };
    return { type: 'Issue', id: issue.id, canRead, canAward: canRead && ctx.actor.userId !== null, isEmojiAwardable: true, todoTarget: target };
  },
  ISSUE_NOTE: async (ctx, ref) => {
    const { issue, canRead, canReadInternal } = await findProjectIssue(ctx, ref);
    return noteAwardable(ctx, ref, { type: 'Issue', id: issue.id }, canRead, canReadInternal);
  },
  MERGE_REQUEST: async (ctx, ref) => {
    const { mr, canRead } = await findProjectMergeRequest(ctx, ref);
    const target = { type: 'MergeRequest', id: mr.id };
    return { type: 'MergeRequest', id: mr.id, canRead, canAward: canRead && ctx.actor.userId !== null, isEmojiAwardable: true, todoTarget: target };
  },
  MERGE_REQUEST_NOTE: async (ctx, ref) => {
    const { mr, canRead, canReadInternal } = await findProjectMergeRequest(ctx, ref);
    return noteAwardable(ctx, ref, { type: 'MergeRequest', id: mr.id }, canRead, canReadInternal);
  },
};

/** A note of the noteable (`404 Not found` when it is not one of its notes). */
async function noteAwardable(ctx: SubgraphContext, ref: AwardableRef, noteable: { type: string; id: number }, canRead: boolean, canReadInternal: boolean): Promise<Awardable> {
  const noteId = parseRecordId(ref.noteId ?? 0);
  const note = noteId ? await ctx.em.findOne(Note, { id: noteId, noteableType: noteable.type, noteableId: noteable.id }) : null;
  if (!note) throw NotFoundError.record();
  // Note#issuable_ability_name: internal notes need read_internal_note (Reporters and above).
  const canReadNote = canRead && (!note.internal || canReadInternal);
  return {
    type: 'Note', id: note.id, canRead: canReadNote, canAward: canReadNote && ctx.actor.userId !== null, isEmojiAwardable: !note.system,
    todoTarget: noteable,
  };
}

async function findProjectMergeRequest(ctx: SubgraphContext, ref: AwardableRef) {
  const { project, access } = await findReadableProject(ctx, ref.projectRef);
  const mr = parseRecordId(ref.iid) ? await ctx.em.findOne(MergeRequest, { projectId: project.id, iid: ref.iid }) : null;
  if (!mr) throw NotFoundError.record();
  return { mr, canRead: canReadMergeRequests(access, project), canReadInternal: access.isAdmin || access.level >= AccessLevel.REPORTER };
}

async function findProjectIssue(ctx: SubgraphContext, ref: AwardableRef) {
  const { project, access } = await findReadableProject(ctx, ref.projectRef);
  const issue = parseRecordId(ref.iid) ? await ctx.em.findOne(Issue, { projectId: project.id, iid: ref.iid }) : null;
  if (!issue) throw NotFoundError.record();
  const assigneeIds = await issueAssigneesLoader(ctx).load(issue.id);
  return { issue, canRead: canReadIssue(access, project, issue, assigneeIds, ctx.actor), canReadInternal: canAdminIssues(access) };
}
