import type { NoteFields } from '../operations/fragments/note';
import { presentUserBasic } from './user.presenter';

/** Entities::Note (with the newer `project_id`, `internal` and `imported` fields); `commands_changes` from the creation. */
export function presentNote(note: NoteFields, commandsChanges: Record<string, unknown> = {}) {
  return {
    id: Number(note.id),
    type: null,
    body: note.body,
    attachment: null,
    author: note.author ? presentUserBasic(note.author) : null,
    created_at: note.createdAt,
    updated_at: note.updatedAt,
    system: note.system,
    noteable_id: Number(note.noteableId),
    noteable_type: note.noteableType,
    project_id: note.projectId === null ? null : Number(note.projectId),
    resolvable: false,
    confidential: note.internal,
    internal: note.internal,
    imported: false,
    imported_from: 'none',
    noteable_iid: note.noteableIid,
    commands_changes: commandsChanges,
  };
}
