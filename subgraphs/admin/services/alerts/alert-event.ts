import type { Alert } from '../../entities/alert.entity';

/** The `alerts_created` snapshot reactions (integrations with `alert_events`) build their messages from: one event per notification. */
export function alertsEventPayload(projectId: number, alerts: Alert[]) {
  return {
    id: String(alerts[0].id),
    projectId,
    alerts: alerts.map((alert) => ({
      id: String(alert.id),
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
    })),
  };
}
