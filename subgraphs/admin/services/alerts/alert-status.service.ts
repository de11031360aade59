import type { SubgraphContext } from '@forgegraph/platform';
import { Alert } from '../../entities/alert.entity';
import type { AlertManagementAlertStatusUpdatePayload, AlertManagementAlertStatusUpdateInput } from '../../schema/alert.inputs';
import { ALERT_READERS, authorizedProjectId, resourceNotAvailable } from './alert-access';
import { alertViews } from './alert-views';

/**
 * AlertManagement::Alerts::UpdateService for `status`: any status may follow any other; resolving
 * stamps `ended_at`, leaving resolved clears it. Another open alert with the same fingerprint blocks
 * reopening (the open-fingerprint rule).
 */
export async function updateAlertStatus(ctx: SubgraphContext, input: AlertManagementAlertStatusUpdateInput): Promise<AlertManagementAlertStatusUpdatePayload> {
  const projectId = await authorizedProjectId(ctx, input.projectPath, ALERT_READERS);
  const alert = /^\d{1,9}$/.test(input.iid) ? await ctx.em.findOne(Alert, { projectId, iid: Number(input.iid) }) : null;
  if (!alert) throw resourceNotAvailable();
  const clientMutationId = input.clientMutationId ?? null;
  if (alert.status !== input.status) {
    if (alert.status === 'resolved' && alert.fingerprint
      && await ctx.em.count(Alert, { projectId, fingerprint: alert.fingerprint, status: { $ne: 'resolved' } })) {
      return { clientMutationId, alert: null, errors: ['An open alert with the same fingerprint exists. Resolve it before reopening this one.'] };
    }
    alert.endedAt = input.status === 'resolved' ? new Date() : null;
    alert.status = input.status;
    await ctx.em.flush();
  }
  return { clientMutationId, alert: (await alertViews(ctx, [alert]))[0], errors: [] };
}
