import type { ReferenceResolver, SubgraphContext } from '@forgegraph/platform';
import { Alert } from '../../entities/alert.entity';
import { AlertHttpIntegration } from '../../entities/alert-http-integration.entity';
import type { AlertManagementHttpIntegration } from '../../schema/alert-integration.types';
import type { AlertManagementAlert } from '../../schema/alert.types';
import { ALERT_READERS, hasProjectLevel, INTEGRATION_ADMINS } from '../../services/alerts/alert-access';
import { alertViews, integrationViews } from '../../services/alerts/alert-views';
import { ALERT_CLASS, parseGlobalId, parseIntegrationId } from '../../services/alerts/global-ids';

// Alerts and alert endpoints by global id, one query per request each; only for callers who may see them.

function alertLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, AlertManagementAlert | null>('admin.alert', async (ids) => {
    const rows = await ctx.em.find(Alert, { id: { $in: ids.map(String) } });
    const allowed = await Promise.all(rows.map((row) => hasProjectLevel(ctx, row.projectId, ALERT_READERS)));
    const views = await alertViews(ctx, rows.filter((_, i) => allowed[i]));
    return ids.map((id) => views.find((view) => view.id.endsWith(`/${id}`)) ?? null);
  });
}

function httpIntegrationLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, AlertManagementHttpIntegration | null>('admin.alertHttpIntegration', async (ids) => {
    const rows = await ctx.em.find(AlertHttpIntegration, { id: { $in: [...ids] } });
    const allowed = await Promise.all(rows.map((row) => hasProjectLevel(ctx, row.projectId, INTEGRATION_ADMINS)));
    const views = await integrationViews(ctx, rows.filter((_, i) => allowed[i]));
    return ids.map((id) => views.find((view) => view.id.endsWith(`/${id}`)) ?? null);
  });
}

export const alertReferences: Record<string, ReferenceResolver> = {
  AlertManagementAlert: (ref, ctx) => {
    const id = parseGlobalId(ref.id, [ALERT_CLASS]);
    return id === null ? null : alertLoader(ctx).load(id);
  },
  AlertManagementHttpIntegration: (ref, ctx) => {
    const id = parseIntegrationId(ref.id);
    return id === null ? null : httpIntegrationLoader(ctx).load(id);
  },
};
