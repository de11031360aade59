import { EventKinds, query, type EventReaction } from '@forgegraph/platform';
import { projectFactsLoader } from '../domains/collaboration.client';
import type { UserFacts } from '../domains/event-facts.client';
import { recordDeliveries } from '../integrations/deliveries/integration-dispatch';
import type { alertsEventPayload } from './alert-event';

// GitLab raises alerts as its internal alert bot (User.alert_bot).
const ALERT_BOT: UserFacts = { id: 0, username: 'alert-bot', name: 'GitLab Alert Bot', publicEmail: '', avatarUrl: null };

/**
 * AlertManagement::Alert#execute_integrations: a new alert goes to the project's active
 * integrations with `alert_events` (Slack and Mattermost among the chat services), as
 * `project.execute_integrations(hook_data, :alert_hooks)`.
 */
export const alertIntegrationsReaction: EventReaction = {
  name: 'integrations.alert',
  kinds: [EventKinds.alertsCreated],
  async react(ctx, em, event) {
    const { projectId, alerts } = event.payload as ReturnType<typeof alertsEventPayload>;
    const targets = await query(em, `select 1 from "admin"."integrations" where project_id = ? and active and coalesce((event_flags->>'alert_events')::boolean, false) limit 1`, [projectId]);
    if (!targets.length) return;
    const project = await projectFactsLoader(ctx).load(projectId);
    if (!project) return;
    // One message per alert, as each alert executes its integrations.
    for (const alert of alerts) {
      const url = `${project.webUrl}/-/alert_management/${alert.iid}/details`;
      await recordDeliveries(ctx, em, {
        event: 'alert', flag: 'alert_events', project, user: ALERT_BOT,
        alert: { title: alert.title, url, severity: alert.severity, status: alert.status, events: alert.events, startedAt: alert.startedAt },
        hook: { event: 'Alert Hook', payload: { object_kind: 'alert', ...alert, url } },
      });
    }
  },
};
