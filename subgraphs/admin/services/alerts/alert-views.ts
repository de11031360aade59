import type { SubgraphContext } from '@forgegraph/platform';
import type { AlertHttpIntegration } from '../../entities/alert-http-integration.entity';
import type { Alert } from '../../entities/alert.entity';
import type { AlertManagementHttpIntegration } from '../../schema/alert-integration.types';
import { AlertManagementIntegrationType } from '../../schema/alert-integration.types';
import type { AlertManagementAlert, AlertManagementSeverity, AlertManagementStatus } from '../../schema/alert.types';
import { ProjectRef } from '../../schema/integration.types';
import { projectFactsLoader } from '../domains/collaboration.client';
import { ALERT_CLASS, globalId, HTTP_INTEGRATION_CLASS } from './global-ids';
import { alertDetails } from './alert-details';

const projectRef = (id: number) => Object.assign(new ProjectRef(), { id: String(id) });

/** `Gitlab::Utils.slugify(name)`: lower case, runs of other characters as `-`, trimmed. */
function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 63) || 'http-endpoint';
}

/** HttpIntegration#url: the legacy endpoints keep their fixed paths, named ones carry a name slug and their identifier. */
function endpointUrl(webUrl: string, row: AlertHttpIntegration): string {
  if (row.endpointIdentifier === 'legacy-prometheus') return `${webUrl}/prometheus/alerts/notify.json`;
  if (row.endpointIdentifier === 'legacy') return `${webUrl}/alerts/notify.json`;
  return `${webUrl}/alerts/notify/${slugify(row.name)}/${row.endpointIdentifier}.json`;
}

export async function integrationViews(ctx: SubgraphContext, rows: AlertHttpIntegration[]): Promise<AlertManagementHttpIntegration[]> {
  const facts = await projectFactsLoader(ctx).loadMany([...new Set(rows.map((row) => row.projectId))]);
  const webUrls = new Map(facts.flatMap((f) => (f && !(f instanceof Error) ? [[f.id, f.webUrl] as const] : [])));
  return rows.map((row) => ({
    id: globalId(HTTP_INTEGRATION_CLASS, row.id),
    project: projectRef(row.projectId),
    type: row.type === 'prometheus' ? AlertManagementIntegrationType.PROMETHEUS : AlertManagementIntegrationType.HTTP,
    name: row.name,
    active: row.active,
    token: row.token,
    url: endpointUrl(webUrls.get(row.projectId) ?? '', row),
    apiUrl: null,
    payloadExample: row.type === 'http' ? JSON.stringify(row.payloadExample) : null,
    payloadAttributeMappings: row.payloadAttributeMapping.map((m) => ({ ...m, label: m.label ?? null })),
  }));
}

export async function integrationView(ctx: SubgraphContext, row: AlertHttpIntegration): Promise<AlertManagementHttpIntegration> {
  return (await integrationViews(ctx, [row]))[0];
}

export async function alertViews(ctx: SubgraphContext, rows: Alert[]): Promise<AlertManagementAlert[]> {
  const facts = await projectFactsLoader(ctx).loadMany([...new Set(rows.map((row) => row.projectId))]);
  const webUrls = new Map(facts.flatMap((f) => (f && !(f instanceof Error) ? [[f.id, f.webUrl] as const] : [])));
  return rows.map((row) => {
    const webUrl = `${webUrls.get(row.projectId) ?? ''}/-/alert_management/${row.iid}/details`;
    return {
      id: globalId(ALERT_CLASS, row.id), iid: String(row.iid), project: projectRef(row.projectId), title: row.title,
      description: row.description, severity: row.severity as AlertManagementSeverity, status: row.status as AlertManagementStatus,
      service: row.service, monitoringTool: row.monitoringTool, environmentName: row.environmentName, hosts: row.hosts,
      startedAt: row.startedAt, endedAt: row.endedAt, eventCount: row.events, details: alertDetails(row.payload), runbook: row.runbook,
      fingerprint: row.fingerprint, webUrl, detailsUrl: webUrl, createdAt: row.createdAt, updatedAt: row.updatedAt,
    };
  });
}
