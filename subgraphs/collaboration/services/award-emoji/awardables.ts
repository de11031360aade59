import { NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import type { AwardableType } from '../../entities/award-emoji.entity';
import { Issue } from '../../entities/issue.entity';
import { Note } from '../../entities/note.entity';
import { canAdminIssues, canReadIssue } from '../access/issue-access';
import { issueAssigneesLoader } from '../issues/issue-loaders';
import { findReadableProject } from '../namespaces/lookup';

/**
 * Which awardable a route names (lib/api/helpers/award_emoji.rb `awardables`): an issue or one of its
 * notes now; merge requests (and their notes) add a kind and a finder here, and nothing else changes.
 */
export type AwardableKind = 'ISSUE' | 'ISSUE_NOTE';

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
    const noteId = parseRecordId(ref.noteId ?? 0);
    const note = noteId ? await ctx.em.findOne(Note, { id: noteId, noteableType: 'Issue', noteableId: issue.id }) : null;
    if (!note) throw NotFoundError.record();
    // Note#issuable_ability_name: internal notes need read_internal_note (Reporters and above).
    const canReadNote = canRead && (!note.internal || canReadInternal);
    return {
      type: 'Note', id: note.id, canRead: canReadNote, canAward: canReadNote && ctx.actor.userId !== null, isEmojiAwardable: !note.system,
      todoTarget: { type: 'Issue', id: issue.id },
    };
  },
};

async function findProjectIssue(ctx: SubgraphContext, ref: AwardableRef) {
  const { project, access } = await findReadableProject(ctx, ref.projectRef);
  const issue = parseRecordId(ref.iid) ? await ctx.em.findOne(Issue, { projectId: project.id, iid: ref.iid }) : null;
  if (!issue) throw NotFoundError.record();
  const assigneeIds = await issueAssigneesLoader(ctx).load(issue.id);
  return { issue, canRead: canReadIssue(access, project, issue, assigneeIds, ctx.actor), canReadInternal: canAdminIssues(access) };
}
