import { BUILD_INTEGRATIONS } from './build-integrations';
import { CHAT_INTEGRATIONS } from './chat-integrations';
import type { IntegrationDefinition } from './integration-definition';
import { TRACKER_INTEGRATIONS } from './tracker-integrations';

/** Every integration slug the API serves, alphabetical (GitLab's INTEGRATIONS keys). */
export const INTEGRATION_DEFINITIONS: IntegrationDefinition[] = [...CHAT_INTEGRATIONS, ...TRACKER_INTEGRATIONS, ...BUILD_INTEGRATIONS]
  .sort((a, b) => a.slug.localeCompare(b.slug));

const BY_SLUG = new Map(INTEGRATION_DEFINITIONS.map((definition) => [definition.slug, definition]));

export function integrationDefinition(slug: string): IntegrationDefinition | undefined {
  return BY_SLUG.get(slug);
}

/** The event flags every integration record shows (Entities::ProjectIntegrationBasic order) and their column defaults. */
export const EVENT_FLAGS: ReadonlyArray<{ name: string; default: boolean }> = [
  { name: 'commit_events', default: true },
  { name: 'push_events', default: true },
  { name: 'issues_events', default: true },
  { name: 'incident_events', default: false },
  { name: 'alert_events', default: true },
  { name: 'confidential_issues_events', default: true },
  { name: 'merge_requests_events', default: true },
  { name: 'tag_push_events', default: true },
  { name: 'deployment_events', default: false },
  { name: 'note_events', default: true },
  { name: 'confidential_note_events', default: true },
  { name: 'pipeline_events', default: false },
  { name: 'wiki_page_events', default: true },
  { name: 'job_events', default: false },
  { name: 'comment_on_event_enabled', default: true },
  { name: 'vulnerability_events', default: false },
];
