import type { NotifiedEvent } from './notified-event';
import { BLANK_SHA } from './notified-event';

/** One Slack-style attachment (title link, text, color). */
export interface ChatAttachment {
  title?: string;
  title_link?: string;
  text?: string;
  color: string;
  /** Slack's attachment fields (the alert message's Severity, Events, Status, Start time). */
  fields?: Array<{ title: string; value: string | number; short: boolean }>;
}

/**
 * Integrations::ChatMessage::* (app/models/integrations/chat_message/): the message in Markdown
 * (`[text](url)` links: Teams, Webex, Telegram, Discord...) and in Slack's link syntax (`<url|text>`:
 * Slack, Mattermost, Google Chat), its attachments, and the activity card Teams shows.
 */
export interface ChatMessage {
  markdown: string;
  slack: string;
  attachments: ChatAttachment[];
  /** The attachments as Markdown text (BaseMessage with `markdown: true`). */
  markdownAttachments: string;
  activity: { title: string; subtitle: string; text: string; image: string | null };
}

/** Slack::Messenger::Util::LinkFormatter: `[text](url)` becomes `<url|text>`. */
export function slackLinks(text: string): string {
  return text.replace(/\[([^[\]]*)\]\(([^()\s]+)\)/g, '<$2|$1>');
}

const link = (text: string, url: string) => `[${text}](${url})`;

function userCombinedName(event: NotifiedEvent): string {
  return event.user.name ? `${event.user.name} (${event.user.username})` : event.user.username;
}

/** The message GitLab's get_message builds for the event, or null when it sends none (an `update` action). */
export function chatMessageOf(event: NotifiedEvent): ChatMessage | null {
  if (event.push) return pushMessage(event, event.push);
  if (event.alert) return alertMessage(event, event.alert);
  if (event.issue) return event.issue.action === 'update' ? null : issueMessage(event, event.issue);
  if (event.note) return noteMessage(event, event.note);
  if (event.mergeRequest) return event.mergeRequest.action === 'update' ? null : mergeMessage(event, event.mergeRequest);
  return null;
}

function build(message: string, attachments: ChatAttachment[], markdownAttachments: string, activity: ChatMessage['activity']): ChatMessage {
  return { markdown: message, slack: slackLinks(message), attachments, markdownAttachments, activity };
}

/** ChatMessage::PushMessage. */
function pushMessage(event: NotifiedEvent, push: NonNullable<NotifiedEvent['push']>): ChatMessage {
  const { project } = event;
  const isTag = push.ref.startsWith('refs/tags/');
  const ref = push.ref.replace(/^refs\/(heads|tags)\//, '');
  const refType = isTag ? 'tag' : 'branch';
  const refLink = link(ref, isTag ? `${project.webUrl}/-/tags/${ref}` : `${project.webUrl}/-/commits/${ref}`);
  const projectLink = link(project.nameWithNamespace, project.webUrl);
  const compareLink = link('Compare changes', `${project.webUrl}/-/compare/${push.before}...${push.after}`);
  const created = push.before === BLANK_SHA;
  const removed = push.after === BLANK_SHA;
  const [action, refText, target] = created ? ['pushed new', refLink, `to ${projectLink}`]
    : removed ? ['removed', ref, `from ${projectLink}`] : ['pushed to', refLink, `of ${projectLink} (${compareLink})`];
  const message = [userCombinedName(event), action, refType, refText, target].join(' ');
  const lines = push.facts.commits.map((commit) => `${link(commit.sha.slice(0, 8), `${project.webUrl}/-/commit/${commit.sha}`)}: ${commit.title} - ${commit.authorName}`);
  const quiet = created || removed;
  return build(message, quiet ? [] : [{ text: slackLinks(lines.join('\n')), color: '#345' }], quiet ? '' : lines.join('\n\n'), {
    title: [userCombinedName(event), action, refType, refText].join(' '), subtitle: `in ${projectLink}`, text: compareLink, image: event.user.avatarUrl,
  });
}

/** ChatMessage::IssueMessage: the description rides along only when the issue was opened. */
function issueMessage(event: NotifiedEvent, issue: NonNullable<NotifiedEvent['issue']>): ChatMessage {
  const projectLink = link(event.project.nameWithNamespace, event.project.webUrl);
  const title = `#${issue.iid} ${issue.title}`;
  const issueLink = link(title, issue.url);
  const message = `[${projectLink}] Issue ${issueLink} ${issue.state} by ${userCombinedName(event)}`;
  const opened = issue.action === 'open';
  const attachments = opened ? [{ title, title_link: issue.url, text: slackLinks(issue.description), color: '#C95823' }] : [];
  return build(message, attachments, opened ? issue.description : '', {
    title: `Issue ${issue.state} by ${userCombinedName(event)}`, subtitle: `in ${projectLink}`, text: issueLink, image: event.user.avatarUrl,
  });
}

/** ChatMessage::MergeMessage (no attachments). */
function mergeMessage(event: NotifiedEvent, mr: NonNullable<NotifiedEvent['mergeRequest']>): ChatMessage {
  const projectLink = link(event.project.nameWithNamespace, event.project.webUrl);
  const mrLink = link(`!${mr.iid} *${mr.title.split('\n')[0]}*`, mr.url);
  const message = `${userCombinedName(event)} ${mr.state} merge request ${mrLink} in ${projectLink}`;
  return build(message, [], '', {
    title: `Merge request ${mr.state} by ${userCombinedName(event)}`, subtitle: `in ${projectLink}`, text: mrLink, image: event.user.avatarUrl,
  });
}

/** ChatMessage::NoteMessage: the comment's text as the attachment. */
function noteMessage(event: NotifiedEvent, note: NonNullable<NotifiedEvent['note']>): ChatMessage {
  const projectLink = link(event.project.nameWithNamespace, event.project.webUrl);
  const title = note.title.split('\n')[0];
  const commented = link(`commented on ${note.target}`, note.url);
  const message = `${userCombinedName(event)} ${commented} in ${projectLink}: *${title}*`;
  return build(message, [{ text: slackLinks(note.body), color: '#345' }], note.body, {
    title: `${userCombinedName(event)} ${commented}`, subtitle: `in ${projectLink}`, text: title, image: event.user.avatarUrl,
  });
}

const humanize = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** ChatMessage::AlertMessage: "Alert firing in <project>", the alert as a titled attachment with its fields. */
function alertMessage(event: NotifiedEvent, alert: NonNullable<NotifiedEvent['alert']>): ChatMessage {
  const message = `Alert firing in ${event.project.nameWithNamespace}`;
  const startTime = alertTime(new Date(alert.startedAt));
  const fields = [
    { title: 'Severity', value: humanize(alert.severity), short: true }, { title: 'Events', value: alert.events, short: true },
    { title: 'Status', value: humanize(alert.status), short: true }, { title: 'Start time', value: startTime, short: true },
  ];
  const attachment = { title: alert.title, title_link: alert.url, color: '#C95823', fields };
  const text = fields.map((field) => `**${field.title}**: ${field.value}`).join('\n');
  return build(message, [attachment], text, { title: message, subtitle: '', text: link(alert.title, alert.url), image: null });
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** AlertMessage#format_time: `strftime("%B %d, %Y %l:%M%p %Z")` in UTC. */
function alertTime(time: Date): string {
  const hour = time.getUTCHours() % 12 || 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${MONTHS[time.getUTCMonth()]} ${pad(time.getUTCDate())}, ${time.getUTCFullYear()} ${String(hour).padStart(2, ' ')}:${pad(time.getUTCMinutes())}${time.getUTCHours() < 12 ? 'AM' : 'PM'} UTC`;
}
