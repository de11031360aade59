import { EventKinds, query, type EventReaction, type IssueEventPayload, type MergeRequestEventPayload, type NoteEventPayload } from '@forgegraph/platform';
import { T } from '../tables';

/**
 * TodoService#mark_pending_todos_as_done as a reaction: closing an issue, closing or merging a merge
 * request (#close_issue, #close_merge_request, #merge_merge_request) and commenting on either
 * (#new_note, not for system notes) mark the acting user's pending to-dos about it done. Other users'
 * to-dos stay pending, as in GitLab.
 */
export const resolvedTodosReaction: EventReaction = {
  name: 'todos.resolved',
  kinds: [EventKinds.issueClosed, EventKinds.mergeRequestClosed, EventKinds.mergeRequestMerged, EventKinds.noteCreated],
  async react(_ctx, em, event) {
    const target = targetOf(event.kind, event.payload as unknown);
    if (!target || target.userId === null) return;
    await query(em, `update ${T.todos} set state = 'done', updated_at = now()
      where user_id = ? and target_type = ? and target_id = ? and state = 'pending'`, [target.userId, target.type, target.id]);
  },
};

function targetOf(kind: string, payload: unknown): { userId: number | null; type: string; id: number } | null {
  if (kind === EventKinds.issueClosed) {
    const { issue, userId } = payload as IssueEventPayload;
    return { userId, type: 'Issue', id: issue.id };
  }
  if (kind === EventKinds.noteCreated) {
    const { note } = payload as NoteEventPayload;
    if (note.system || (note.noteableType !== 'Issue' && note.noteableType !== 'MergeRequest')) return null;
    return { userId: note.authorId, type: note.noteableType, id: note.noteableId };
  }
  const { mergeRequest, userId } = payload as MergeRequestEventPayload;
  return { userId, type: 'MergeRequest', id: mergeRequest.id };
}
