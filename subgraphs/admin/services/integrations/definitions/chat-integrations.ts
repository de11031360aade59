import { boolean, secret, string, type IntegrationDefinition, type IntegrationField } from './integration-definition';

// BaseChatNotification::SUPPORTED_EVENTS (app/models/integrations/base_chat_notification.rb).
const CHAT_EVENTS = ['push', 'issue', 'confidential_issue', 'merge_request', 'note', 'confidential_note', 'tag_push', 'pipeline', 'wiki_page', 'deployment', 'incident'];
// The webhook-only chat services (Microsoft Teams, Google Chat, Webex, Unify Circuit, Pumble, Telegram, Matrix).
// Slack and Mattermost also notify alerts (`supported_events` + `alert`, with their `alert_channel`).
const ALERT_CHAT_EVENTS = [...CHAT_EVENTS, 'alert'];
const WEBHOOK_CHAT_EVENTS = ['push', 'issue', 'confidential_issue', 'merge_request', 'note', 'confidential_note', 'tag_push', 'pipeline', 'wiki_page'];

// IntegrationsHelpers.chat_notification_settings / _flags / _channels.
const webhook = secret('webhook', { url: true });
const branches = string('branches_to_be_notified', { default: 'default' });
const settings: IntegrationField[] = [webhook, string('username'), string('channel'), branches];
const flags: IntegrationField[] = [boolean('notify_only_broken_pipelines', { default: true })];
const channels: IntegrationField[] = [
  'push', 'issue', 'incident', 'alert', 'confidential_issue', 'merge_request', 'note', 'confidential_note', 'tag_push', 'deployment', 'pipeline', 'wiki_page',
].map((event) => string(`${event}_channel`));

export const CHAT_INTEGRATIONS: IntegrationDefinition[] = [
  { slug: 'slack', title: 'Slack notifications', fields: [...settings, ...flags, ...channels], events: ALERT_CHAT_EVENTS, delivery: 'slack' },
  { slug: 'mattermost', title: 'Mattermost notifications', fields: [...settings, ...flags, ...channels], events: ALERT_CHAT_EVENTS, delivery: 'mattermost' },
  { slug: 'discord', title: 'Discord Notifications', fields: [webhook, branches, ...flags, ...channels], events: CHAT_EVENTS.filter((e) => e !== 'incident'), delivery: 'discord' },
  { slug: 'microsoft-teams', title: 'Microsoft Teams notifications', fields: [webhook, branches, ...flags], events: WEBHOOK_CHAT_EVENTS, delivery: 'microsoft-teams' },
  { slug: 'hangouts-chat', title: 'Google Chat', fields: [webhook, branches, ...flags], events: WEBHOOK_CHAT_EVENTS, delivery: 'hangouts-chat' },
  { slug: 'webex-teams', title: 'Webex Teams', fields: [webhook, branches, ...flags], events: WEBHOOK_CHAT_EVENTS, delivery: 'webex-teams' },
  { slug: 'unify-circuit', title: 'Unify Circuit', fields: [webhook, branches, ...flags], events: WEBHOOK_CHAT_EVENTS, delivery: 'unify-circuit' },
  { slug: 'pumble', title: 'Pumble', fields: [webhook, branches, ...flags], events: WEBHOOK_CHAT_EVENTS, delivery: 'pumble' },
  {
    slug: 'telegram', title: 'Telegram',
    fields: [string('hostname'), secret('token'), string('room', { required: true }), string('thread'), branches, ...flags],
    events: WEBHOOK_CHAT_EVENTS, delivery: 'telegram',
  },
  { slug: 'matrix', title: 'Matrix notifications', fields: [string('hostname'), secret('token'), string('room', { required: true }), branches, ...flags], events: WEBHOOK_CHAT_EVENTS },
  { slug: 'campfire', title: 'Campfire', fields: [secret('token'), string('subdomain'), string('room')], events: ['push'] },
  { slug: 'irker', title: 'irker (IRC gateway)', fields: [string('recipients', { required: true }), string('default_irc_uri'), string('server_host'), { name: 'server_port', type: 'integer' }, boolean('colorize_messages')], events: ['push'] },
  { slug: 'mattermost-slash-commands', title: 'Mattermost slash commands', fields: [secret('token')], events: [] },
  { slug: 'slack-slash-commands', title: 'Slack slash commands', fields: [secret('token')], events: [] },
];
