import { defineTables } from '@forgegraph/platform';

/** The collaboration schema and its tables, for hand-written SQL. */
export const SCHEMA = 'collaboration';
export const T = defineTables(SCHEMA, {
  namespaces: 'namespaces',
  projects: 'projects',
  members: 'members',
  customAttributes: 'group_custom_attributes',
  groupLinks: 'group_group_links',
  // Group and project hooks alike (see Migration20261125085000 for why the names stay).
  hooks: 'group_hooks',
  hookDeliveries: 'group_hook_deliveries',
  hookLogs: 'group_hook_logs',
  internalIds: 'internal_ids',
  issues: 'issues',
  issueAssignees: 'issue_assignees',
  issueTimelogs: 'issue_timelogs',
  mergeRequestTimelogs: 'merge_request_timelogs',
  mergeRequestsClosingIssues: 'merge_requests_closing_issues',
  issueLabels: 'issue_labels',
  issueSubscriptions: 'issue_subscriptions',
  mergeRequests: 'merge_requests',
  mergeRequestAssignees: 'merge_request_assignees',
  mergeRequestReviewers: 'merge_request_reviewers',
  mergeRequestLabels: 'merge_request_labels',
  mergeRequestSubscriptions: 'merge_request_subscriptions',
  notes: 'notes',
  labels: 'labels',
  labelPriorities: 'label_priorities',
  labelSubscriptions: 'label_subscriptions',
  milestones: 'milestones',
  epics: 'epics',
  epicLabels: 'epic_labels',
  epicIssues: 'epic_issues',
  projectStars: 'users_star_projects',
  projectCustomAttributes: 'project_custom_attributes',
  approvalSettings: 'project_approval_settings',
  approvalRules: 'approval_rules',
  approvalRuleUsers: 'approval_rule_users',
  approvalRuleGroups: 'approval_rule_groups',
  approvalRuleProtectedBranches: 'approval_rule_protected_branches',
  mergeRequestApprovals: 'merge_request_approvals',
  awardEmoji: 'award_emoji',
  todos: 'todos',
});

/** A membership that grants access now: not an access request, not awaiting a seat, not expired. */
export const activeMember = (m: string) =>
  `${m}.requested_at is null and ${m}.state = 'active' and (${m}.expires_at is null or ${m}.expires_at > current_date)`;

/** A group share that grants access now (not expired). */
export const activeShare = (l: string) => `(${l}.expires_at is null or ${l}.expires_at > current_date)`;
