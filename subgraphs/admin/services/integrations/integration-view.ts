import type { Integration } from '../../entities/integration.entity';
import { ProjectRef, IntegrationView } from '../../schema/integration.types';
import { EVENT_FLAGS } from './definitions/integration-definitions';
import type { IntegrationDefinition } from './definitions/integration-definition';

/** A stored integration as the API shows it: every event flag, and the fields that are not secrets. */
export function integrationView(integration: Integration, definition: IntegrationDefinition): IntegrationView {
  const eventFlags = Object.fromEntries(EVENT_FLAGS.map((flag) => [flag.name, integration.eventFlags[flag.name] ?? flag.default]));
  const properties = Object.fromEntries(definition.fields.filter((field) => !field.secret)
    .map((field) => [field.name, integration.properties[field.name] ?? null]));
  return Object.assign(new IntegrationView(), {
    id: String(integration.id), project: Object.assign(new ProjectRef(), { id: String(integration.projectId) }),
    slug: integration.slug, title: definition.title, active: integration.active, createdAt: integration.createdAt,
    updatedAt: integration.updatedAt, eventFlags, inherited: false, properties,
  });
}
