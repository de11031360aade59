import type { DetailedStatus } from '../../schema/pipeline.types';

/** Gitlab::Ci::Status::* per status: icon, text, label, group (tooltips equal the labels). */
const STATUSES: Record<string, { icon: string; text: string; label: string; group: string; favicon: string }> = {
  created: { icon: 'status_created', text: 'Created', label: 'created', group: 'created', favicon: 'created' },
  waiting_for_resource: { icon: 'status_pending', text: 'Waiting', label: 'waiting for resource', group: 'waiting-for-resource', favicon: 'pending' },
  preparing: { icon: 'status_preparing', text: 'Preparing', label: 'preparing', group: 'preparing', favicon: 'preparing' },
  waiting_for_callback: { icon: 'status_pending', text: 'Waiting', label: 'waiting for callback', group: 'waiting-for-callback', favicon: 'pending' },
  pending: { icon: 'status_pending', text: 'Pending', label: 'pending', group: 'pending', favicon: 'pending' },
  running: { icon: 'status_running', text: 'Running', label: 'running', group: 'running', favicon: 'running' },
  success: { icon: 'status_success', text: 'Passed', label: 'passed', group: 'success', favicon: 'success' },
  failed: { icon: 'status_failed', text: 'Failed', label: 'failed', group: 'failed', favicon: 'failed' },
  canceling: { icon: 'status_canceled', text: 'Canceling', label: 'canceling', group: 'canceling', favicon: 'canceled' },
  canceled: { icon: 'status_canceled', text: 'Canceled', label: 'canceled', group: 'canceled', favicon: 'canceled' },
  skipped: { icon: 'status_skipped', text: 'Skipped', label: 'skipped', group: 'skipped', favicon: 'skipped' },
  manual: { icon: 'status_manual', text: 'Blocked', label: 'manual action', group: 'manual', favicon: 'manual' },
  scheduled: { icon: 'status_scheduled', text: 'Scheduled', label: 'delayed', group: 'scheduled', favicon: 'scheduled' },
};
const SUCCESS_WITH_WARNINGS = { icon: 'status_warning', text: 'Warning', label: 'passed with warnings', group: 'success-with-warnings', favicon: 'warning' };

/**
 * A pipeline's detailed status (Gitlab::Ci::Status::Pipeline::Factory): the core status, or
 * "passed with warnings" for a successful pipeline with allowed failures; details link to the
 * pipeline page.
 */
export function pipelineDetailedStatus(status: string, hasWarnings: boolean, detailsPath: string): DetailedStatus {
  const core = status === 'success' && hasWarnings ? SUCCESS_WITH_WARNINGS : STATUSES[status] ?? STATUSES.created;
  return {
    icon: core.icon, text: core.text, label: core.label, group: core.group, tooltip: core.label, hasDetails: true,
    detailsPath, illustration: null, favicon: `/assets/ci_favicons/favicon_status_${core.favicon}.png`,
  };
}
