import type { Page, PageArgs, SubgraphContext } from '@forgegraph/platform';
import type { Note } from '../../entities/note.entity';
import { canAdminIssues, canUpdateIssue } from '../access/issue-access';
import { loadIssueSnapshot } from '../events/issue-events';
import { applyIssueChanges } from '../issues/issue-update.service';
import { findReadableIssue, type ReadableIssue } from '../issues/issue-lookup';
import { blankNote, deleteNote, NOTE_MAX, saveNote, findNote, listNotes, longNote, newNote, requireCommenting, updateNote, type NoteListFilter, type NoteTarget } from './notes.service';
import { interpretIssueQuickActions } from './issue-quick-actions';
import { canPromoteIssue, promoteIssueToEpic } from '../epics/issue-promote.service';

export type { NoteListFilter } from './notes.service';

/** What POST …/notes made: a note, or (commands only) just what its quick actions changed. */
export interface NoteCreation {
  note: Note | null;
  commandsChanges: Record<string, unknown>;
  summary: string[];
}

const targetOf = (ctx: SubgraphContext, { issue, project, access }: ReadableIssue): NoteTarget => ({
  type: 'Issue', id: issue.id, projectId: project.id, access, discussionLocked: issue.discussionLocked,
  describe: async () => ({ issue: await loadIssueSnapshot(ctx, issue) }),
});

async function issueTarget(ctx: SubgraphContext, projectRef: string, iid: number): Promise<NoteTarget> {
  return targetOf(ctx, await findReadableIssue(ctx, projectRef, iid));
}

/** Notes::CreateService on an issue: quick actions first, then the comment that is left (if any). */
export async function createIssueNote(ctx: SubgraphContext, projectRef: string, iid: number, text: string, internal: boolean): Promise<NoteCreation> {
  const readable = await findReadableIssue(ctx, projectRef, iid);
  const target = targetOf(ctx, readable);
  requireCommenting(ctx, target);
  const rights = {
    canUpdate: canUpdateIssue(readable.access, readable.issue, readable.assigneeIds, ctx.actor), canAdmin: canAdminIssues(readable.access),
    canPromote: await canPromoteIssue(ctx, readable),
  };
  const outcome = await interpretIssueQuickActions(ctx, text, readable.issue, rights);
  if (!outcome.body && !outcome.messages.length) throw blankNote();
  if (outcome.body.length > NOTE_MAX) throw longNote();
  return ctx.em.transactional(async (em) => {
    if (outcome.messages.length) await applyIssueChanges(ctx, readable, outcome);
    if (outcome.promoteToEpic) await promoteIssueToEpic(ctx, readable);
    const note = outcome.body ? newNote(ctx, target, outcome.body, internal) : null;
    if (note) await saveNote(ctx, em, target, note);
    return { note, commandsChanges: outcome.commandsChanges, summary: outcome.messages };
  });
}

export async function listIssueNotes(ctx: SubgraphContext, projectRef: string, iid: number, filter: NoteListFilter, page: PageArgs): Promise<Page<Note>> {
  return listNotes(ctx, await issueTarget(ctx, projectRef, iid), filter, page);
}

export async function findIssueNoteById(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<Note> {
  return findNote(ctx, await issueTarget(ctx, projectRef, iid), noteId);
}

export async function updateIssueNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number, body: string): Promise<Note> {
  return updateNote(ctx, await issueTarget(ctx, projectRef, iid), noteId, body);
}

export async function deleteIssueNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<boolean> {
  return deleteNote(ctx, await issueTarget(ctx, projectRef, iid), noteId);
}
