import type { IssueFields, TimeStatsFields } from '../operations/fragments/issue';
import type { RouteContext } from '../routes/route';
import { presentMilestone } from './milestone.presenter';
import { presentUserBasic } from './user.presenter';

type IssueLabel = IssueFields['labels'][number];

/** Entities::LabelBasic, for lists asked `with_labels_details`. */
export function presentLabelBasic(label: IssueLabel) {
  return {
    id: Number(label.id), name: label.name, color: label.color, description: label.description,
    description_html: label.descriptionHtml, text_color: label.textColor,
  };
}

const userOrNull = (user: Parameters<typeof presentUserBasic>[0] | null) => (user ? presentUserBasic(user) : null);

/** Entities::IssuableTimeStats. */
export function presentTimeStats(stats: TimeStatsFields) {
  return {
    time_estimate: stats.timeEstimate,
    total_time_spent: stats.totalTimeSpent,
    human_time_estimate: stats.humanTimeEstimate,
    human_total_time_spent: stats.humanTotalTimeSpent,
  };
}

/**
 * Entities::Issue with its EE additions, in GitLab's key order. Lists leave `subscribed` out
 * (`include_subscribed: false`); `task_status` is there only when the description has tasks.
 * `labels` are titles, or LabelBasic objects when the list asked `with_labels_details`.
 */
export function presentIssueListItem(issue: IssueFields, ctx: Pick<RouteContext, 'externalUrl' | 'params'>) {
  const projectId = Number(issue.projectId);
  const api = `${ctx.externalUrl}/api/v4/projects/${projectId}`;
  const hasTasks = issue.taskCompletionStatus.count > 0;
  return {
    id: Number(issue.id),
    iid: issue.iid,
    project_id: projectId,
    title: issue.title,
    description: issue.description,
    state: issue.state,
    created_at: issue.createdAt,
    updated_at: issue.updatedAt,
    closed_at: issue.closedAt,
    closed_by: userOrNull(issue.closedBy),
    labels: ctx.params.with_labels_details ? issue.labels.map(presentLabelBasic) : issue.labels.map((label) => label.name),
    milestone: issue.milestone ? presentMilestone(issue.milestone) : null,
    assignees: issue.assignees.map(presentUserBasic),
    author: userOrNull(issue.author),
    type: issue.issueType.toUpperCase(),
    assignee: userOrNull(issue.assignees[0] ?? null),
    user_notes_count: issue.userNotesCount,
    merge_requests_count: issue.mergeRequestsCount,
    upvotes: issue.upvotes,
    downvotes: issue.downvotes,
    due_date: issue.dueDate,
    confidential: issue.confidential,
    discussion_locked: issue.discussionLocked,
    issue_type: issue.issueType,
    web_url: issue.webUrl,
    time_stats: presentTimeStats(issue.timeStats),
    task_completion_status: { count: issue.taskCompletionStatus.count, completed_count: issue.taskCompletionStatus.completedCount },
    weight: issue.weight,
    blocking_issues_count: 0,
    has_tasks: hasTasks,
    ...(hasTasks ? { task_status: issue.taskStatus } : {}),
    _links: {
      self: `${api}/issues/${issue.iid}`,
      notes: `${api}/issues/${issue.iid}/notes`,
      award_emoji: `${api}/issues/${issue.iid}/award_emoji`,
      project: api,
      closed_as_duplicate_of: null,
    },
    references: issue.references,
    severity: issue.severity,
    moved_to_id: issue.movedToId === null ? null : Number(issue.movedToId),
    service_desk_reply_to: null,
    epic_iid: null,
    epic: null,
    iteration: null,
    health_status: issue.healthStatus,
  };
}

/** A single issue: the list entity plus `subscribed`, before `moved_to_id`. */
export function presentIssue(issue: IssueFields, ctx: Pick<RouteContext, 'externalUrl' | 'params'>) {
  const { moved_to_id, service_desk_reply_to, epic_iid, epic, iteration, health_status, ...head } = presentIssueListItem(issue, ctx);
  return { ...head, subscribed: issue.subscribed, moved_to_id, service_desk_reply_to, epic_iid, epic, iteration, health_status };
}
