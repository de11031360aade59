import type { Page, PageArgs, SubgraphContext } from '@forgegraph/platform';
import type { Note } from '../../entities/note.entity';
import { mergeRequestRelations, mergeRequestSnapshot } from '../events/merge-request-events';
import { findReadableMergeRequest } from '../merge-requests/merge-request-lookup';
import type { NoteCreation } from './issue-notes.service';
import { blankNote, deleteNote, findNote, saveNote, listNotes, longNote, newNote, NOTE_MAX, requireCommenting, updateNote, type NoteListFilter, type NoteTarget } from './notes.service';

async function mergeRequestTarget(ctx: SubgraphContext, projectRef: string, iid: number): Promise<NoteTarget> {
  const { mr, project, access } = await findReadableMergeRequest(ctx, projectRef, iid);
  return {
    type: 'MergeRequest', id: mr.id, projectId: project.id, access, discussionLocked: mr.discussionLocked,
    describe: async () => ({ mergeRequest: mergeRequestSnapshot(mr, project, await mergeRequestRelations(ctx, mr)) }),
  };
}

/** Notes::CreateService on a merge request: the comment as written (quick actions run on issues only). */
export async function createMergeRequestNote(ctx: SubgraphContext, projectRef: string, iid: number, text: string, internal: boolean): Promise<NoteCreation> {
  const target = await mergeRequestTarget(ctx, projectRef, iid);
  requireCommenting(ctx, target);
  if (!text.trim()) throw blankNote();
  if (text.length > NOTE_MAX) throw longNote();
  const note = newNote(ctx, target, text, internal);
  await ctx.em.transactional((em) => saveNote(ctx, em, target, note));
  return { note, commandsChanges: {}, summary: [] };
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
