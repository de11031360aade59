/**
 * One integration's API contract, as data (lib/api/helpers/integrations_helpers.rb and the models'
 * `field` declarations): its parameters with Grape types and requiredness, which of them are secrets
 * (never returned), the events it supports (`supported_events`, which become its `*_events` flags)
 * and how a delivery to it is shaped. Nothing here is a per-slug code path.
 */
export type IntegrationFieldType = 'string' | 'boolean' | 'integer';

export interface IntegrationField {
  name: string;
  type: IntegrationFieldType;
  required?: boolean;
  /** Password-type fields: stored, never shown in `properties`. */
  secret?: boolean;
  /** A URL the service posts to or links: GitLab's `public_url` validation when the integration is active. */
  url?: boolean;
  /** Required by Grape but not validated by the model (Pushover's `device`: blank means every device). */
  allowBlank?: boolean;
  /** The model's default, shown until set and restored by DELETE (initialize_properties). */
  default?: string | boolean | number;
}

/** How deliveries reach the service (see deliveries/): the message family or the build trigger. */
export type DeliveryFormat =
  | 'slack' | 'mattermost' | 'discord' | 'microsoft-teams' | 'hangouts-chat' | 'webex-teams' | 'unify-circuit' | 'pumble'
  | 'telegram' | 'pushover' | 'jenkins' | 'teamcity' | 'buildkite' | 'drone-ci';

export interface IntegrationDefinition {
  slug: string;
  title: string;
  fields: IntegrationField[];
  /** GitLab's `supported_events` (`push`, `issue`, `merge_request`, ...). */
  events: string[];
  delivery?: DeliveryFormat;
}

/** IntegrationsHelper#integration_event_field_name: the flag a supported event is switched by. */
export function eventFlagOf(event: string): string {
  const plural = ['merge_request', 'issue', 'confidential_issue'].includes(event) ? `${event}s` : event;
  return event === 'build' ? 'job_events' : `${plural}_events`;
}

export const string = (name: string, extra: Partial<IntegrationField> = {}): IntegrationField => ({ name, type: 'string', ...extra });
export const boolean = (name: string, extra: Partial<IntegrationField> = {}): IntegrationField => ({ name, type: 'boolean', ...extra });
export const integer = (name: string, extra: Partial<IntegrationField> = {}): IntegrationField => ({ name, type: 'integer', ...extra });
export const required = (name: string, extra: Partial<IntegrationField> = {}): IntegrationField => string(name, { required: true, ...extra });
export const secret = (name: string, extra: Partial<IntegrationField> = {}): IntegrationField => string(name, { required: true, secret: true, ...extra });
