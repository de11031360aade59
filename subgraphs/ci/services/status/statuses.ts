/** Job and pipeline statuses (Ci::HasStatus, reference §2.2). */
export const AVAILABLE_STATUSES = ['created', 'waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'success',
  'failed', 'canceling', 'canceled', 'skipped', 'manual', 'scheduled'] as const;
export type Status = (typeof AVAILABLE_STATUSES)[number];

export const ACTIVE_STATUSES: readonly string[] = ['waiting_for_resource', 'preparing', 'waiting_for_callback', 'pending', 'running', 'canceling'];
export const COMPLETED_STATUSES: readonly string[] = ['success', 'failed', 'canceled', 'skipped'];
export const CANCELABLE_STATUSES: readonly string[] = ['running', 'waiting_for_resource', 'waiting_for_callback', 'preparing', 'pending', 'created', 'scheduled'];

export function isCompleted(status: string | null): boolean {
  return status !== null && COMPLETED_STATUSES.includes(status);
}
