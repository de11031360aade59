import {
  AccessLevel, BadRequestError, Conditions, ForbiddenError, NotFoundError, offsetPage, parseRecordId, type Page, type PageArgs, type SubgraphContext,
} from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Note } from '../../entities/note.entity';
import type { ProjectAccess } from '../access/access.service';
import { publishNoteEvent, type NoteableSnapshot } from '../events/note-events';
import { T } from '../tables';

export const NOTE_MAX = 1_000_000;

/** What a note is attached to, once the caller's right to read it is established (issue, merge request). */
export interface NoteTarget {
  type: 'Issue' | 'MergeRequest';
  id: number;
  projectId: number;
  access: ProjectAccess;
  discussionLocked: boolean | null;
  /** The issuable as note hooks describe it, read when a note event is published. */
  describe(): Promise<NoteableSnapshot>;
}

export interface NoteListFilter {
  orderBy?: string | null;
  sort?: string | null;
  /** `all_notes`, `only_comments` (no system notes), `only_activity` (system notes only). */
  activityFilter?: string | null;
}

/** GitLab's `read_internal_note` and commenting on a locked discussion: Reporters and above. */
function isReporter(access: ProjectAccess): boolean {
  return access.isAdmin || access.level >= AccessLevel.REPORTER;
}

export const blankNote = () => BadRequestError.message(`400 Bad request - Note {:note=>["can't be blank"]}`);
export const longNote = () => BadRequestError.message(`400 Bad request - Note {:note=>["is too long (maximum is ${NOTE_MAX} characters)"]}`);

/** Notes are for signed-in readers of the target; a locked discussion takes comments from Reporters and above only. */
export function requireCommenting(ctx: SubgraphContext, target: NoteTarget): void {
  if (ctx.actor.userId === null) throw ForbiddenError.create();
  if (target.discussionLocked && !isReporter(target.access)) throw ForbiddenError.create();
}

/** A comment by the caller, not yet saved (`saveNote`). */
export function newNote(ctx: SubgraphContext, target: NoteTarget, body: string, internal: boolean): Note {
  return Object.assign(new Note(), { noteableType: target.type, noteableId: target.id, projectId: target.projectId, authorId: ctx.actor.userId, body, internal });
}

const ORDERS: Record<string, string> = { created_at: 'n.created_at', updated_at: 'n.updated_at' };

export async function listNotes(ctx: SubgraphContext, target: NoteTarget, filter: NoteListFilter, page: PageArgs): Promise<Page<Note>> {
  const where = new Conditions().add('n.noteable_type = ? and n.noteable_id = ?', target.type, target.id);
  if (filter.activityFilter === 'only_comments') where.add('not n.system');
  if (filter.activityFilter === 'only_activity') where.add('n.system');
  if (!isReporter(target.access)) where.add('not n.internal');
  const direction = filter.sort === 'asc' ? 'asc' : 'desc';
  const orderBy = `${ORDERS[filter.orderBy ?? 'created_at'] ?? ORDERS.created_at} ${direction}, n.id ${direction}`;
  return offsetPage(ctx.em, Note, { from: `${T.notes} n`, where, orderBy, alias: 'n' }, page);
}

export async function findNote(ctx: SubgraphContext, target: NoteTarget, noteId: number): Promise<Note> {
  const note = parseRecordId(noteId) ? await ctx.em.findOne(Note, { id: noteId, noteableType: target.type, noteableId: target.id }) : null;
  if (!note || (note.internal && !isReporter(target.access))) throw NotFoundError.resource('Note');
  return note;
}

/** `admin_note`: the note's author, or a Maintainer and above of the project. */
async function editableNote(ctx: SubgraphContext, target: NoteTarget, noteId: number): Promise<Note> {
  const note = await findNote(ctx, target, noteId);
  const isAuthor = ctx.actor.userId !== null && note.authorId === ctx.actor.userId;
  if (!isAuthor && !target.access.isAdmin && target.access.level < AccessLevel.MAINTAINER) throw ForbiddenError.create();
  return note;
}

export async function updateNote(ctx: SubgraphContext, target: NoteTarget, noteId: number, body: string): Promise<Note> {
  const note = await editableNote(ctx, target, noteId);
  if (!body.trim()) throw blankNote();
  note.body = body;
  note.updatedAt = new Date();
  await ctx.em.transactional(async (em) => {
    em.persist(note);
    await em.flush();
    await publishNoteEvent(ctx, em, note, await target.describe(), 'update');
  });
  return note;
}

/** Writes a new note and announces it, in the caller's transaction (`em`). */
export async function saveNote(ctx: SubgraphContext, em: EntityManager, target: NoteTarget, note: Note): Promise<void> {
  em.persist(note);
  await em.flush();
  await publishNoteEvent(ctx, em, note, await target.describe(), 'create');
}

export async function deleteNote(ctx: SubgraphContext, target: NoteTarget, noteId: number): Promise<boolean> {
  await ctx.em.remove(await editableNote(ctx, target, noteId)).flush();
  return true;
}
