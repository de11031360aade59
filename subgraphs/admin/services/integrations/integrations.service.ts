import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Integration } from '../../entities/integration.entity';
import type { IntegrationView } from '../../schema/integration.types';
import { maintainedProjectId } from '../domains/collaboration.client';
import { EVENT_FLAGS, integrationDefinition } from './definitions/integration-definitions';
import type { IntegrationDefinition } from './definitions/integration-definition';
import { applyValues, initialProperties, validateActive } from './integration-values';
import { integrationView } from './integration-view';

// lib/api/integrations.rb: every route needs `admin_project` (Maintainers) on a project the caller sees.

function definitionOrFail(slug: string): IntegrationDefinition {
  const definition = integrationDefinition(slug);
  if (!definition) throw NotFoundError.resource('Integration');
  return definition;
}

/** `user_project.integrations.active`, oldest first. */
export async function listActiveIntegrations(ctx: SubgraphContext, projectRef: string): Promise<IntegrationView[]> {
  const projectId = await maintainedProjectId(ctx, projectRef);
  const rows = await ctx.em.find(Integration, { projectId, active: true }, { orderBy: { id: 'asc' } });
  return rows.flatMap((row) => {
    const definition = integrationDefinition(row.slug);
    return definition ? [integrationView(row, definition)] : [];
  });
}

/** `404 Integration Not Found` until the integration was saved once (set up or disabled). */
export async function findIntegration(ctx: SubgraphContext, projectRef: string, slug: string): Promise<IntegrationView> {
  const definition = definitionOrFail(slug);
  const projectId = await maintainedProjectId(ctx, projectRef);
  const row = await ctx.em.findOne(Integration, { projectId, slug });
  if (!row) throw NotFoundError.resource('Integration');
  return integrationView(row, definition);
}

/** PUT: find or initialize, take the given values, activate, validate, save. */
export async function updateIntegration(ctx: SubgraphContext, projectRef: string, slug: string, values: Record<string, unknown>): Promise<IntegrationView> {
  const definition = definitionOrFail(slug);
  const projectId = await maintainedProjectId(ctx, projectRef);
  const row = await ctx.em.transactional(async (em) => {
    const integration = await em.findOne(Integration, { projectId, slug })
      ?? em.create(Integration, { projectId, slug, properties: initialProperties(definition), eventFlags: defaultFlags() });
    applyValues(integration, definition, values);
    integration.active = true;
    await validateActive(ctx, integration, definition);
    await em.flush();
    return integration;
  });
  return integrationView(row, definition);
}

/**
 * DELETE: every field back to its column default (none: null) and inactive; the record stays, and
 * is created if it never was (`destroy_conditionally!` updates the initialized record).
 */
export async function resetIntegration(ctx: SubgraphContext, projectRef: string, slug: string): Promise<boolean> {
  definitionOrFail(slug);
  const projectId = await maintainedProjectId(ctx, projectRef);
  await ctx.em.transactional(async (em) => {
    const integration = await em.findOne(Integration, { projectId, slug })
      ?? em.create(Integration, { projectId, slug, eventFlags: defaultFlags() });
    integration.properties = {};
    integration.active = false;
    integration.updatedAt = new Date();
    await em.flush();
  });
  return true;
}

function defaultFlags(): Record<string, boolean> {
  return Object.fromEntries(EVENT_FLAGS.map((flag) => [flag.name, flag.default]));
}
