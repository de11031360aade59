import type { ChatMessage } from './chat-message';
import { json, form, type DeliveryRequest } from './delivery-request';
import type { NotifiedEvent } from './notified-event';

type Props = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** NotificationBranchSelection#notify_for_branch? for pushes; tags always notify. */
export function notifiesFor(props: Props, event: NotifiedEvent): boolean {
  if (!event.push || event.event === 'tag_push') return true;
  const branch = event.push.ref.replace(/^refs\/heads\//, '');
  const isDefault = branch === event.project.defaultBranch;
  switch (text(props.branches_to_be_notified) ?? 'default') {
    case 'all': return true;
    case 'protected': return event.push.facts.refProtected;
    case 'default_and_protected': return isDefault || event.push.facts.refProtected;
    default: return isDefault;
  }
}

/** The event's own channel field, else the default channel, split on commas (BaseChatNotification#execute). */
function channelsOf(props: Props, event: NotifiedEvent): string[] {
  // Confidential issues and notes fall back to the issue and note channels (BaseChatNotification).
  const fallback = { confidential_issue: 'issue_channel', confidential_note: 'note_channel' }[event.event as string];
  const own = text(props[`${event.event}_channel`]) ?? (fallback ? text(props[fallback]) : null);
  const names = own ?? text(props.channel);
  return names ? names.split(',').map((name) => name.trim()).filter(Boolean) : [];
}

/**
 * Slack and Mattermost: Slack::Messenger posts a form with one `payload` JSON per channel, the
 * defaults (channel, username) first.
 */
export function slackRequests(props: Props, event: NotifiedEvent, message: ChatMessage): DeliveryRequest[] {
  const channels = channelsOf(props, event);
  const username = text(props.username);
  const payload = (channel?: string) => ({
    ...(channel ? { channel } : {}), ...(username ? { username } : {}),
    attachments: message.attachments, fallback: message.slack, text: message.slack,
  });
  const webhook = String(props.webhook);
  return (channels.length ? channels : [undefined]).map((channel) => form(webhook, { payload: JSON.stringify(payload(channel)) }));
}

/** Discordrb's webhook builder: one embed with the author, the Markdown text and a timestamp. */
export function discordRequest(props: Props, event: NotifiedEvent, message: ChatMessage): DeliveryRequest {
  const description = [message.markdown, message.markdownAttachments].filter(Boolean).join('\n');
  return json(String(props.webhook), {
    content: null, username: null, avatar_url: null, tts: false,
    embeds: [{
      title: null, description, url: null, timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'), color: null, footer: null,
      image: null, thumbnail: null, video: null, provider: null, author: { name: event.user.name, url: null, icon_url: event.user.avatarUrl }, fields: [],
    }],
  });
}

/** MicrosoftTeams::Notifier: a MessageCard with the activity section and the attachments as text. */
export function teamsRequest(props: Props, event: NotifiedEvent, message: ChatMessage): DeliveryRequest {
  const activity = { activityTitle: message.activity.title, activitySubtitle: message.activity.subtitle, activityText: message.activity.text, activityImage: message.activity.image };
  const sections: unknown[] = [activity];
  if (message.markdownAttachments) sections.push({ text: message.markdownAttachments });
  return json(String(props.webhook), { sections, title: event.project.nameWithNamespace, summary: message.markdown });
}

/** Integrations::HangoutsChat: one `text` in Google Chat's `<url|text>` links, the first attachment's title and text below. */
export function googleChatRequest(props: Props, _event: NotifiedEvent, message: ChatMessage): DeliveryRequest {
  const [attachment] = message.attachments;
  const title = attachment?.title ? (attachment.title_link ? `<${attachment.title_link}|${attachment.title}>` : attachment.title) : null;
  const lines = attachment ? [message.slack, title, attachment.text] : [message.slack];
  return json(String(props.webhook), { text: lines.filter((line) => line !== null).join('\n') });
}

export const webexRequest = (props: Props, _event: NotifiedEvent, message: ChatMessage) => json(String(props.webhook), { markdown: message.markdown });

export const unifyCircuitRequest = (props: Props, event: NotifiedEvent, message: ChatMessage) =>
  json(String(props.webhook), { subject: event.project.nameWithNamespace, text: message.markdown, markdown: true });

export const pumbleRequest = (props: Props, _event: NotifiedEvent, message: ChatMessage) => json(String(props.webhook), { text: message.markdown });

/** Integrations::Telegram: the Bot API's sendMessage on the configured host (api.telegram.org by default). */
export function telegramRequest(props: Props, _event: NotifiedEvent, message: ChatMessage): DeliveryRequest {
  const host = (text(props.hostname) ?? 'https://api.telegram.org').replace(/\/+$/, '');
  const thread = text(props.thread);
  return json(`${host}/bot${String(props.token)}/sendMessage`, {
    text: message.markdown, chat_id: props.room, ...(thread ? { message_thread_id: Number(thread) } : {}), parse_mode: 'markdown',
  });
}
