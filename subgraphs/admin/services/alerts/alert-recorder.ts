import { EventKinds, publishEvent } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Alert } from '../../entities/alert.entity';
import { reserveAlertIids } from './alert-internal-ids';
import { alertsEventPayload } from './alert-event';
import type { ParsedAlert } from './payload/parsed-alert';

/**
 * AlertManagement::AlertProcessing for a notification's alerts, in the caller's transaction, in
 * order: an open alert with the same fingerprint takes the notification (resolved by a resolving
 * one, else one more event); otherwise a new `triggered` alert, except that a resolving
 * notification creates nothing. Returns, per parsed alert, the alert it touched (null: none).
 * All lookups and writes are batched: one select, one iid block, one flush.
 */
export async function recordAlerts(em: EntityManager, projectId: number, parsed: ParsedAlert[]): Promise<Array<Alert | null>> {
  const fingerprints = [...new Set(parsed.flatMap((p) => (p.fingerprint ? [p.fingerprint] : [])))];
  const open = new Map<string, Alert>();
  if (fingerprints.length) {
    const rows = await em.find(Alert, { projectId, fingerprint: { $in: fingerprints }, status: { $ne: 'resolved' } });
    for (const row of rows) open.set(row.fingerprint!, row);
  }
  const created: Alert[] = [];
  const touched = parsed.map((alert) => {
    const existing = alert.fingerprint ? open.get(alert.fingerprint) : undefined;
    if (existing) {
      if (alert.resolving) resolveAlert(existing, alert.endedAt ?? new Date(), open);
      else existing.events += 1;
      return existing;
    }
    if (alert.resolving) return null;
    const row = em.create(Alert, { ...newAlertFields(alert), projectId, iid: 0 });
    created.push(row);
    if (alert.fingerprint) open.set(alert.fingerprint, row);
    return row;
  });
  if (created.length) {
    const first = await reserveAlertIids(em, projectId, created.length);
    created.forEach((row, index) => { row.iid = first + index; });
  }
  await em.flush();
  // AlertManagement::Alert#execute_integrations: new alerts only, for hooks and integrations with `alert_events`.
  if (created.length) await publishEvent(em, 'admin', { kind: EventKinds.alertsCreated, payload: alertsEventPayload(projectId, created) });
  return touched;
}

/** Alert#resolve: resolved at the notification's end time; its fingerprint is free for a new alert. */
function resolveAlert(alert: Alert, endedAt: Date, open: Map<string, Alert>): void {
  alert.status = 'resolved';
  alert.endedAt = endedAt;
  if (alert.fingerprint) open.delete(alert.fingerprint);
}

function newAlertFields(alert: ParsedAlert) {
  return {
    title: alert.title, description: alert.description, severity: alert.severity, startedAt: alert.startedAt, endedAt: null,
    fingerprint: alert.fingerprint, hosts: alert.hosts, service: alert.service, monitoringTool: alert.monitoringTool,
    environmentName: alert.environmentName, runbook: alert.runbook, payload: alert.payload,
  };
}
