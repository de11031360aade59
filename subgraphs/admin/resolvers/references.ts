import type { ReferenceResolver, SubgraphContext } from '@forgegraph/platform';
import { Integration } from '../entities/integration.entity';
import { ProjectRef, type IntegrationView } from '../schema/integration.types';
import { integrationDefinition } from '../services/integrations/definitions/integration-definitions';
import { integrationView } from '../services/integrations/integration-view';
import { alertReferences } from './alerts/alert-references';

/** Integrations by id, one query per request (the gateway resolves references after authorizing their parent). */
function integrationLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, IntegrationView | null>('admin.integration', async (ids) => {
    const rows = await ctx.em.find(Integration, { id: { $in: [...ids] } });
    const views = new Map(rows.flatMap((row) => {
      const definition = integrationDefinition(row.slug);
      return definition ? [[row.id, integrationView(row, definition)] as const] : [];
    }));
    return ids.map((id) => views.get(id) ?? null);
  });
}

/** `__resolveReference` per entity. */
export const references: Record<string, ReferenceResolver> = {
  Project: (ref) => Object.assign(new ProjectRef(), { id: ref.id }),
  Integration: (ref, ctx) => (/^\d+$/.test(ref.id) ? integrationLoader(ctx).load(Number(ref.id)) : null),
  ...alertReferences,
};
