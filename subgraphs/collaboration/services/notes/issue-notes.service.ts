import {
  BadRequestError, Conditions, ForbiddenError, NotFoundError, offsetPage, parseRecordId, type Page, type PageArgs, type SubgraphContext,
} from '@forgegraph/platform';
import { Note } from '../../entities/note.entity';
import { canAdminIssues, canUpdateIssue } from '../access/issue-access';
import { applyIssueChanges } from '../issues/issue-update.service';
import { findReadableIssue, type ReadableIssue } from '../issues/issue-lookup';
import { T } from '../tables';
import { interpretQuickActions } from './quick-actions';
import { canPromoteIssue, promoteIssueToEpic } from '../epics/issue-promote.service';

const NOTE_MAX = 1_000_000;

/** What POST …/notes made: a note, or (commands only) just what its quick actions changed. */
export interface NoteCreation {
  note: Note | null;
  commandsChanges: Record<string, unknown>;
  summary: string[];
}

export interface NoteListFilter {
  orderBy?: string | null;
  sort?: string | null;
  /** `all_notes`, `only_comments` (no system notes), `only_activity` (system notes only). */
  activityFilter?: string | null;
}

/** Notes::CreateService on an issue: quick actions first, then the comment that is left (if any). */
export async function createIssueNote(ctx: SubgraphContext, projectRef: string, iid: number, text: string, internal: boolean): Promise<NoteCreation> {
  const readable = await findReadableIssue(ctx, projectRef, iid);
  requireCommenting(ctx, readable);
  const rights = {
    canUpdate: canUpdateIssue(readable.access, readable.issue, readable.assigneeIds, ctx.actor), canAdmin: canAdminIssues(readable.access),
    canPromote: await canPromoteIssue(ctx, readable),
  };
  const outcome = await interpretQuickActions(ctx, text, readable.issue, rights);
  if (!outcome.body && !outcome.messages.length) throw BadRequestError.message(`400 Bad request - Note {:note=>["can't be blank"]}`);
  if (outcome.body.length > NOTE_MAX) throw BadRequestError.message(`400 Bad request - Note {:note=>["is too long (maximum is ${NOTE_MAX} characters)"]}`);
  return ctx.em.transactional(async (em) => {
    if (outcome.messages.length) await applyIssueChanges(ctx, readable, outcome);
    if (outcome.promoteToEpic) await promoteIssueToEpic(ctx, readable);
    const note = outcome.body
      ? em.create(Note, { noteableType: 'Issue', noteableId: readable.issue.id, projectId: readable.project.id, authorId: ctx.actor.userId, body: outcome.body, internal })
      : null;
    await em.flush();
    return { note, commandsChanges: outcome.commandsChanges, summary: outcome.messages };
  });
}

/** Notes are for signed-in readers of the issue; a locked discussion takes comments from Reporters and above only. */
function requireCommenting(ctx: SubgraphContext, { issue, access }: ReadableIssue): void {
  if (ctx.actor.userId === null) throw ForbiddenError.create();
  if (issue.discussionLocked && !canAdminIssues(access)) throw ForbiddenError.create();
}

const ORDERS: Record<string, string> = { created_at: 'n.created_at', updated_at: 'n.updated_at' };

export async function listIssueNotes(ctx: SubgraphContext, projectRef: string, iid: number, filter: NoteListFilter, page: PageArgs): Promise<Page<Note>> {
  const { issue, access } = await findReadableIssue(ctx, projectRef, iid);
  const where = new Conditions().add(`n.noteable_type = 'Issue' and n.noteable_id = ?`, issue.id);
  if (filter.activityFilter === 'only_comments') where.add('not n.system');
  if (filter.activityFilter === 'only_activity') where.add('n.system');
  // Internal notes are for Reporters and above (GitLab's read_internal_note).
  if (!canAdminIssues(access)) where.add('not n.internal');
  const direction = filter.sort === 'asc' ? 'asc' : 'desc';
  const orderBy = `${ORDERS[filter.orderBy ?? 'created_at'] ?? ORDERS.created_at} ${direction}, n.id ${direction}`;
  return offsetPage(ctx.em, Note, { from: `${T.notes} n`, where, orderBy, alias: 'n' }, page);
}

async function findIssueNote(ctx: SubgraphContext, readable: ReadableIssue, noteId: number): Promise<Note> {
  const note = parseRecordId(noteId) ? await ctx.em.findOne(Note, { id: noteId, noteableType: 'Issue', noteableId: readable.issue.id }) : null;
  if (!note || (note.internal && !canAdminIssues(readable.access))) throw NotFoundError.resource('Note');
  return note;
}

export async function findIssueNoteById(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<Note> {
  return findIssueNote(ctx, await findReadableIssue(ctx, projectRef, iid), noteId);
}

/** `admin_note`: the note's author, or a Maintainer and above of the project. */
async function editableNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<Note> {
  const readable = await findReadableIssue(ctx, projectRef, iid);
  const note = await findIssueNote(ctx, readable, noteId);
  const isAuthor = ctx.actor.userId !== null && note.authorId === ctx.actor.userId;
  if (!isAuthor && !readable.access.isAdmin && readable.access.level < 40) throw ForbiddenError.create();
  return note;
}

export async function updateIssueNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number, body: string): Promise<Note> {
  const note = await editableNote(ctx, projectRef, iid, noteId);
  if (!body.trim()) throw BadRequestError.message(`400 Bad request - Note {:note=>["can't be blank"]}`);
  note.body = body;
  note.updatedAt = new Date();
  await ctx.em.flush();
  return note;
}

export async function deleteIssueNote(ctx: SubgraphContext, projectRef: string, iid: number, noteId: number): Promise<boolean> {
  const note = await editableNote(ctx, projectRef, iid, noteId);
  await ctx.em.remove(note).flush();
  return true;
}
