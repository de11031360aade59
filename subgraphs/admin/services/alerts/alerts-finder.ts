import type { SubgraphContext } from '@forgegraph/platform';
import { raw, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { Alert } from '../../entities/alert.entity';
import { AlertHttpIntegration } from '../../entities/alert-http-integration.entity';
import type { AlertManagementAlert, AlertManagementAlertSort, AlertManagementStatus } from '../../schema/alert.types';
import type { AlertManagementHttpIntegration } from '../../schema/alert-integration.types';
import { ALERT_READERS, hasProjectLevel, INTEGRATION_ADMINS } from './alert-access';
import { alertViews, integrationViews } from './alert-views';

export interface AlertFilter {
  iid?: string | null;
  statuses?: AlertManagementStatus[] | null;
  search?: string | null;
  sort?: AlertManagementAlertSort | null;
  first?: number | null;
}

// AlertManagement::AlertsFinder's sorts; severity and status sort by their enum order as GitLab stores them.
const SEVERITY_ORDER = () => raw(`array_position(array['critical','high','medium','low','info','unknown'], severity)`);
const STATUS_ORDER = () => raw(`array_position(array['triggered','acknowledged','resolved','ignored'], status)`);
const SORTS: Record<string, () => QueryOrderMap<Alert>> = {
  created_desc: () => ({ id: 'desc' }), created_asc: () => ({ id: 'asc' }), started_at_desc: () => ({ startedAt: 'desc', id: 'desc' }),
  started_at_asc: () => ({ startedAt: 'asc', id: 'asc' }), event_count_desc: () => ({ events: 'desc', id: 'desc' }), event_count_asc: () => ({ events: 'asc', id: 'asc' }),
  severity_desc: () => ({ [SEVERITY_ORDER()]: 'asc', id: 'desc' }), severity_asc: () => ({ [SEVERITY_ORDER()]: 'desc', id: 'desc' }),
  status_desc: () => ({ [STATUS_ORDER()]: 'desc', id: 'desc' }), status_asc: () => ({ [STATUS_ORDER()]: 'asc', id: 'desc' }),
};

/** `project.alertManagementAlerts`: null for callers below Developer (GitLab's authorized resolver). */
export async function findProjectAlerts(ctx: SubgraphContext, projectId: number, filter: AlertFilter): Promise<{ nodes: AlertManagementAlert[]; count: number } | null> {
  if (!(await hasProjectLevel(ctx, projectId, ALERT_READERS))) return null;
  const where: FilterQuery<Alert> = { projectId };
  if (filter.iid !== undefined && filter.iid !== null) where.iid = /^\d{1,9}$/.test(filter.iid) ? Number(filter.iid) : -1;
  if (filter.statuses?.length) where.status = { $in: filter.statuses };
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.$or = [{ title: { $ilike: like } }, { description: { $ilike: like } }, { service: { $ilike: like } }, { monitoringTool: { $ilike: like } }];
  }
  const limit = Math.min(Math.max(filter.first ?? 100, 0), 100);
  const [rows, count] = await ctx.em.findAndCount(Alert, where, { orderBy: SORTS[filter.sort ?? 'created_desc'](), limit });
  return { nodes: await alertViews(ctx, rows), count };
}

/** `alertManagementIntegrations` / `alertManagementHttpIntegrations`: empty for callers below Maintainer, as GitLab's resolvers answer. */
export async function findProjectIntegrations(ctx: SubgraphContext, projectId: number, onlyHttp: boolean): Promise<{ nodes: AlertManagementHttpIntegration[]; count: number }> {
  if (!(await hasProjectLevel(ctx, projectId, INTEGRATION_ADMINS))) return { nodes: [], count: 0 };
  const rows = await ctx.em.find(AlertHttpIntegration, onlyHttp ? { projectId, type: 'http' } : { projectId }, { orderBy: { id: 'asc' } });
  return { nodes: await integrationViews(ctx, rows), count: rows.length };
}
