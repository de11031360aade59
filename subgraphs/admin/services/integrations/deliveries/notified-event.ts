import type { ProjectFacts } from '../../domains/collaboration.client';
import type { PushFacts, UserFacts } from '../../domains/event-facts.client';

/**
 * A domain event as integrations see it (GitLab's hook data, reduced to what the messages use):
 * `event` is the supported-event name (`push`, `issue`, ...), `flag` the switch it needs.
 */
export interface NotifiedEvent {
  event: 'push' | 'tag_push' | 'issue' | 'confidential_issue' | 'merge_request' | 'note' | 'confidential_note' | 'alert';
  flag: string;
  project: ProjectFacts;
  user: UserFacts;
  push?: { ref: string; before: string; after: string; facts: PushFacts };
  issue?: { iid: number; title: string; state: string; action: string; description: string; url: string };
  mergeRequest?: { iid: number; title: string; state: string; action: string; url: string; sourceBranch: string; targetBranch: string };
  /** A comment: its text and link, and what it comments on (`issue #3`, `merge request !4`) with that one's title. */
  note?: { body: string; url: string; target: string; title: string };
  /** A new alert (raised by GitLab's alert bot): what ChatMessage::AlertMessage shows. */
  alert?: { title: string; url: string; severity: string; status: string; events: number; startedAt: string };
  /** The GitLab webhook payload and its `X-Gitlab-Event`, for integrations that are web hooks (Jenkins, Drone, Buildkite). */
  hook: { event: string; payload: Record<string, unknown> };
}

export const BLANK_SHA = '0'.repeat(40);
