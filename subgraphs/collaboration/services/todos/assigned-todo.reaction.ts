import { EventKinds, type EventReaction, type IssueEventPayload } from '@forgegraph/platform';
import { insertTodo } from './todo-marking.service';

/**
 * TodoService#new_issue / #reassigned_assignable as a reaction to issue events: each user an issue
 * is newly assigned to gets an `assigned` to-do (unless one about the issue is pending), authored by
 * the issue's author on creation and by whoever reassigned it on update, self-assignment included.
 */
export const assignedTodoReaction: EventReaction = {
  name: 'todos.assigned',
  kinds: [EventKinds.issueOpened, EventKinds.issueUpdated],
  async react(_ctx, em, event) {
    const payload = event.payload as unknown as IssueEventPayload;
    const opened = event.kind === EventKinds.issueOpened;
    const change = payload.changes.assignees;
    if (!opened && !change) return;
    const before = new Set(opened ? [] : (change!.previous as number[]));
    const assigned = payload.issue.assigneeIds.filter((id) => !before.has(id));
    const authorId = opened ? payload.issue.authorId : payload.userId;
    for (const userId of assigned) {
      await insertTodo(em, { userId, authorId, projectId: payload.issue.projectId, target: { type: 'Issue', id: payload.issue.id }, action: 'assigned' });
    }
  },
};
