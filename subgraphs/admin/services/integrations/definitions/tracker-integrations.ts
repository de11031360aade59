import { boolean, integer, required, secret, string, type IntegrationDefinition } from './integration-definition';

// BaseIssueTracker: links only; the push event lets GitLab close issues it references.
const TRACKER_EVENTS = ['push'];
const projectUrl = required('project_url', { url: true });
const issuesUrl = required('issues_url', { url: true });
const newIssueUrl = required('new_issue_url', { url: true });

export const TRACKER_INTEGRATIONS: IntegrationDefinition[] = [
  { slug: 'bugzilla', title: 'Bugzilla', fields: [projectUrl, issuesUrl, newIssueUrl], events: TRACKER_EVENTS },
  { slug: 'custom-issue-tracker', title: 'Custom issue tracker', fields: [projectUrl, issuesUrl, newIssueUrl], events: TRACKER_EVENTS },
  { slug: 'redmine', title: 'Redmine', fields: [projectUrl, issuesUrl, newIssueUrl], events: TRACKER_EVENTS },
  { slug: 'ewm', title: 'EWM', fields: [projectUrl, issuesUrl, newIssueUrl], events: TRACKER_EVENTS },
  { slug: 'youtrack', title: 'YouTrack', fields: [projectUrl, issuesUrl], events: TRACKER_EVENTS },
  { slug: 'clickup', title: 'ClickUp', fields: [projectUrl, issuesUrl], events: TRACKER_EVENTS },
  { slug: 'phorge', title: 'Phorge', fields: [projectUrl, issuesUrl], events: TRACKER_EVENTS },
  { slug: 'linear', title: 'Linear', fields: [required('workspace_url', { url: true })], events: TRACKER_EVENTS },
  {
    slug: 'jira', title: 'Jira',
    fields: [
      required('url', { url: true }), string('api_url', { url: true }), integer('jira_auth_type', { default: 0 }), string('username'),
      secret('password'), boolean('jira_issue_transition_automatic'), string('jira_issue_transition_id'), string('jira_issue_prefix'),
      string('jira_issue_regex'), boolean('comment_on_event_enabled'),
    ],
    events: ['commit', 'merge_request'],
  },
  { slug: 'zentao', title: 'ZenTao', fields: [required('url', { url: true }), string('api_url', { url: true }), secret('api_token'), required('zentao_product_xid')], events: [] },
  { slug: 'pivotaltracker', title: 'Pivotal Tracker', fields: [secret('token'), string('restrict_to_branch')], events: ['push'] },
  { slug: 'asana', title: 'Asana', fields: [secret('api_key'), string('restrict_to_branch')], events: ['push'] },
  { slug: 'assembla', title: 'Assembla', fields: [secret('token'), string('subdomain')], events: ['push'] },
  { slug: 'confluence', title: 'Confluence Workspace', fields: [required('confluence_url', { url: true })], events: [] },
  { slug: 'external-wiki', title: 'External wiki', fields: [required('external_wiki_url', { url: true })], events: [] },
];
