import type { Page, PageArgs, SubgraphContext } from '@forgegraph/platform';
import type { Note } from '../../entities/note.entity';
import { mergeRequestRelations, mergeRequestSnapshot } from '../events/merge-request-events';
import { findReadableMergeRequest, type ReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import type { NoteCreation } from './issue-notes.service';
import { applyMergeRequestQuickActions, mergeQuietly, mergeRequestQuickActionRights } from './merge-request-note-commands';
import { interpretMergeRequestQuickActions } from './merge-request-quick-actions';
import { blankNote, deleteNote, findNote, saveNote, listNotes, longNote, newNote, NOTE_MAX, requireCommenting, updateNote, type NoteListFilter, type NoteTarget } from './notes.service';

function targetOf(ctx: SubgraphContext, { mr, project, access }: ReadableMergeRequest): NoteTarget {
  return {
    type: 'MergeRequest', id: mr.id, projectId: project.id, access, discussionLocked: mr.discussionLocked,
    describe: async () => ({ mergeRequest: mergeRequestSnapshot(mr, project, await mergeRequestRelations(ctx, mr)) }),
  };
}

async function mergeRequestTarget(ctx: SubgraphContext, projectRef: string, iid: number): Promise<NoteTarget> {
  return targetOf(ctx, await findReadableMergeRequest(ctx, projectRef, iid));
}

export interface MergeRequestNoteInput {
  body: string;
  internal: boolean;
  /** The head the writer saw; `/merge` merges only that (Notes API `merge_request_diff_head_sha`). */
  mergeRequestDiffHeadSha?: string | null;
}

/**
 * Notes::CreateService on a merge request: quick actions first (in the note's transaction), then
 * the comment that is left, if any. `/merge` runs after the note is written, through the merge
 * service, as GitLab's MergeWorker does: a merge it then refuses does not undo the note.
 */
export async function createMergeRequestNote(ctx: SubgraphContext, projectRef: string, iid: number, input: MergeRequestNoteInput): Promise<NoteCreation> {
  const readable = await findReadableMergeRequest(ctx, projectRef, iid);
  const target = targetOf(ctx, readable);
  requireCommenting(ctx, target);
  const commandTarget = { ...readable, ...(await mergeRequestRelations(ctx, readable.mr)) };
  const rights = await mergeRequestQuickActionRights(ctx, readable, input.body);
  const outcome = await interpretMergeRequestQuickActions(ctx, input.body, commandTarget, { rights, mergeSha: input.mergeRequestDiffHeadSha ?? null });
  if (!outcome.body && !outcome.messages.length) throw blankNote();
  if (outcome.body.length > NOTE_MAX) throw longNote();
  const created = await ctx.em.transactional(async (em) => {
    if (outcome.messages.length) await applyMergeRequestQuickActions(ctx, readable, outcome, projectRef);
    const note = outcome.body ? newNote(ctx, target, outcome.body, input.internal) : null;
    if (note) await saveNote(ctx, em, target, note);
    return { note, commandsChanges: outcome.commandsChanges, summary: outcome.messages };
  });
  if (outcome.merge && input.mergeRequestDiffHeadSha) await mergeQuietly(ctx, projectRef, iid, input.mergeRequestDiffHeadSha);
  return created;
}

export async function listMergeRequestNotes(ctx: SubgraphContext, projectRef: string, iid: number, filter: NoteListFilter, page: PageArgs): Promise<Page<Note>> {
  return listNotes(ctx, await mergeRequestTarget(ctx, projectRef, iid), filter, page);
}

export async function findMergeRequestNoteById(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<Note> {
  return findNote(ctx, await mergeRequestTarget(ctx, projectRef, iid), noteId);
}

export async function updateMergeRequestNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number, body: string): Promise<Note> {
  return updateNote(ctx, await mergeRequestTarget(ctx, projectRef, iid), noteId, body);
}

export async function deleteMergeRequestNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<boolean> {
  return deleteNote(ctx, await mergeRequestTarget(ctx, projectRef, iid), noteId);
}
