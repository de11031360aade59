import { BadRequestError, validateOutboundUrl, webHookPolicy, type SubgraphContext } from '@forgegraph/platform';
import type { Integration } from '../../entities/integration.entity';
import { eventFlagOf, type IntegrationDefinition, type IntegrationField } from './definitions/integration-definition';

/** initialize_properties: what a new integration starts with before its first update. */
export function initialProperties(definition: IntegrationDefinition): Record<string, unknown> {
  return Object.fromEntries(definition.fields.filter((field) => field.default !== undefined).map((field) => [field.name, field.default]));
}

/**
 * `integration.update(declared_params)`: only the slug's own fields and the flags of its supported
 * events are taken (Grape drops the rest); what is absent keeps its value.
 */
export function applyValues(integration: Integration, definition: IntegrationDefinition, values: Record<string, unknown>): void {
  const properties = { ...integration.properties };
  for (const field of definition.fields) {
    if (field.name in values) properties[field.name] = coerce(field, values[field.name]);
  }
  const eventFlags = { ...integration.eventFlags };
  for (const flag of definition.events.map(eventFlagOf)) {
    if (flag in values && values[flag] !== null) eventFlags[flag] = values[flag] === true || values[flag] === 'true';
  }
  integration.properties = properties;
  integration.eventFlags = eventFlags;
}

function coerce(field: IntegrationField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.type === 'boolean') return value === true || value === 'true';
  if (field.type === 'integer') return Number(value);
  return String(value);
}

/**
 * The model's validations when active: required fields present and URL fields public (GitLab's
 * `public_url`, with the web hook local-network settings). A failed update is GitLab's bare
 * `400 Bad Request` (lib/api/integrations.rb).
 */
export async function validateActive(ctx: SubgraphContext, integration: Integration, definition: IntegrationDefinition): Promise<void> {
  const value = (field: IntegrationField) => integration.properties[field.name];
  if (definition.fields.some((field) => field.required && !field.allowBlank && (value(field) === null || value(field) === undefined || value(field) === ''))) {
    throw BadRequestError.message('400 Bad Request');
  }
  const urls = definition.fields.filter((field) => field.url && typeof value(field) === 'string' && value(field) !== '');
  if (!urls.length) return;
  const policy = webHookPolicy(await ctx.runtime.settings.current());
  for (const field of urls) {
    await validateOutboundUrl(value(field) as string, policy).catch(() => {
      throw BadRequestError.message('400 Bad Request');
    });
  }
}
