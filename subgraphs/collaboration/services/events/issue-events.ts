import { EventKinds, publishEvent, type IssueEventPayload, type IssueSnapshot, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Issue } from '../../entities/issue.entity';
import type { Namespace } from '../../entities/namespace.entity';
import type { Project } from '../../entities/project.entity';
import { issueAssigneesLoader, issueLabelIdsLoader, issueTimeSpentLoader } from '../issues/issue-loaders';
import { SCHEMA } from '../tables';
import { namespaceSnapshot, projectSnapshot } from './snapshots';

export type IssueAction = 'open' | 'update' | 'close' | 'reopen';

const KINDS: Record<IssueAction, string> = {
  open: EventKinds.issueOpened, update: EventKinds.issueUpdated, close: EventKinds.issueClosed, reopen: EventKinds.issueReopened,
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The issue's state after the change, with the relations issue hooks report. */
export function issueSnapshot(issue: Issue, relations: { assigneeIds: number[]; labelIds: number[]; totalTimeSpent: number }): IssueSnapshot {
  return {
    id: issue.id, iid: issue.iid, projectId: issue.projectId, title: issue.title, description: issue.description, state: issue.state,
    issueType: issue.issueType, authorId: issue.authorId, assigneeIds: relations.assigneeIds, labelIds: relations.labelIds,
    milestoneId: issue.milestoneId, confidential: issue.confidential, discussionLocked: issue.discussionLocked, dueDate: issue.dueDate,
    timeEstimate: issue.timeEstimate, totalTimeSpent: relations.totalTimeSpent, weight: issue.weight, healthStatus: issue.healthStatus,
    severity: issue.severity, movedToId: issue.movedToId, createdAt: iso(issue.createdAt)!, updatedAt: iso(issue.updatedAt)!, closedAt: iso(issue.closedAt),
  };
}

/** The issue's snapshot with its relations as the request's loaders read them. */
export async function loadIssueSnapshot(ctx: SubgraphContext, issue: Issue): Promise<IssueSnapshot> {
  // One after another: inside a transaction they share its one connection.
  const assigneeIds = await issueAssigneesLoader(ctx).load(issue.id);
  const labelIds = await issueLabelIdsLoader(ctx).load(issue.id);
  return issueSnapshot(issue, { assigneeIds, labelIds, totalTimeSpent: await issueTimeSpentLoader(ctx).load(issue.id) });
}

export interface IssueChangeRecord {
  issue: IssueSnapshot;
  project: Project;
  namespace: Namespace;
  userId: number | null;
  action: IssueAction;
  changes?: IssueEventPayload['changes'];
}

/** Announces an issue's opening or change, in the transaction of the change (`em` from `em.transactional()`). */
export async function publishIssueEvent(em: EntityManager, record: IssueChangeRecord): Promise<void> {
  const payload: IssueEventPayload = {
    id: String(record.issue.id), issue: record.issue, project: projectSnapshot(record.project), namespace: namespaceSnapshot(record.namespace),
    userId: record.userId, changes: record.changes ?? {},
  };
  await publishEvent(em, SCHEMA, { kind: KINDS[record.action], payload: { ...payload } });
}

/** GitLab's `changes` between two snapshots: each attribute that differs, as previous and current. */
export function issueChanges(before: IssueSnapshot, after: IssueSnapshot): IssueEventPayload['changes'] {
  const changes: IssueEventPayload['changes'] = {};
  const fields: Array<[string, keyof IssueSnapshot]> = [
    ['title', 'title'], ['description', 'description'], ['confidential', 'confidential'], ['discussion_locked', 'discussionLocked'],
    ['due_date', 'dueDate'], ['milestone_id', 'milestoneId'], ['time_estimate', 'timeEstimate'], ['total_time_spent', 'totalTimeSpent'],
    ['weight', 'weight'], ['closed_at', 'closedAt'], ['state_id', 'state'], ['labels', 'labelIds'], ['assignees', 'assigneeIds'], ['updated_at', 'updatedAt'],
  ];
  for (const [name, key] of fields) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[name] = { previous: before[key], current: after[key] };
  }
  return changes;
}
