import { EventKinds, publishEvent, type IssueSnapshot, type MergeRequestSnapshot, type NoteEventPayload, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Note } from '../../entities/note.entity';
import { namespaceLoader, projectLoader } from '../loaders';
import { SCHEMA } from '../tables';
import { namespaceSnapshot, projectSnapshot } from './snapshots';

/** The commented issuable as hooks describe it next to the note. */
export type NoteableSnapshot = { issue: IssueSnapshot } | { mergeRequest: MergeRequestSnapshot };

const iso = (value: Date) => new Date(value).toISOString();

/** Notes::PostProcessService#execute_note_hooks: announces a comment (or its edit) in the transaction that wrote it. */
export async function publishNoteEvent(ctx: SubgraphContext, em: EntityManager, note: Note, noteable: NoteableSnapshot, action: 'create' | 'update'): Promise<void> {
  if (note.projectId === null) return;
  const project = (await projectLoader(ctx).load(note.projectId))!;
  const namespace = (await namespaceLoader(ctx).load(project.namespaceId))!;
  const payload: NoteEventPayload = {
    id: String(note.id),
    note: {
      id: note.id, body: note.body, noteableType: note.noteableType, noteableId: note.noteableId, projectId: note.projectId, authorId: note.authorId,
      system: note.system, internal: note.internal, createdAt: iso(note.createdAt), updatedAt: iso(note.updatedAt),
    },
    ...noteable,
    project: projectSnapshot(project), namespace: namespaceSnapshot(namespace), userId: ctx.actor.userId,
  };
  await publishEvent(em, SCHEMA, { kind: action === 'create' ? EventKinds.noteCreated : EventKinds.noteUpdated, payload: { ...payload } });
}
