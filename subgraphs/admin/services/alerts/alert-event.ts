import type { Alert } from '../../entities/alert.entity';

/** The `alert_created` snapshot reactions (hooks, integrations with `alert_events`) build their messages from. */
export function alertEventPayload(alert: Alert) {
  return {
    id: String(alert.id),
    projectId: alert.projectId,
    iid: alert.iid,
    title: alert.title,
    description: alert.description,
    severity: alert.severity,
    status: alert.status,
    startedAt: alert.startedAt.toISOString(),
    monitoringTool: alert.monitoringTool,
    service: alert.service,
    hosts: alert.hosts,
    events: alert.events,
  };
}
