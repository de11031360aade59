import { EventKinds, type EventReaction, type MergeRequestEventPayload } from '@forgegraph/platform';
import type { TodoAction } from './todo-actions';
import { insertTodo } from './todo-marking.service';

/**
 * TodoService#new_merge_request, #reassigned_assignable and #reassigned_reviewable as a reaction to
 * merge request events: each user newly assigned gets an `assigned` to-do and each newly requested
 * reviewer a `review_requested` one (unless a to-do about the merge request is pending), authored
 * by the merge request's author on creation and by whoever changed it on update.
 */
export const mergeRequestTodoReaction: EventReaction = {
  name: 'todos.merge-request',
  kinds: [EventKinds.mergeRequestOpened, EventKinds.mergeRequestUpdated],
  async react(_ctx, em, event) {
    const payload = event.payload as unknown as MergeRequestEventPayload;
    const opened = event.kind === EventKinds.mergeRequestOpened;
    const mr = payload.mergeRequest;
    const authorId = opened ? mr.authorId : payload.userId;
    const added = (current: number[], change: { previous: unknown } | undefined): number[] => {
      if (!opened && !change) return [];
      const before = new Set(opened ? [] : (change!.previous as number[]));
      return current.filter((id) => !before.has(id));
    };
    const todos: Array<[number, TodoAction]> = [
      ...added(mr.assigneeIds, payload.changes.assignees).map((id): [number, TodoAction] => [id, 'assigned']),
      ...added(mr.reviewerIds, payload.changes.reviewers).map((id): [number, TodoAction] => [id, 'review_requested']),
    ];
    for (const [userId, action] of todos) {
      await insertTodo(em, { userId, authorId, projectId: mr.projectId, target: { type: 'MergeRequest', id: mr.id }, action });
    }
  },
};
