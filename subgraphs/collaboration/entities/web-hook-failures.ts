/**
 * GitLab's WebHooks::AutoDisabling: after 4 consecutive failures a hook is temporarily disabled,
 * for 1 minute doubling on each further failure up to a day; after 40 it stays disabled until
 * someone changes it. Any successful delivery resets the count.
 */
export const TEMPORARILY_DISABLED_FAILURE_THRESHOLD = 3;
export const PERMANENTLY_DISABLED_FAILURE_THRESHOLD = 39;

export type AlertStatus = 'executable' | 'temporarily_disabled' | 'disabled';

export interface FailureState {
  recentFailures: number;
  disabledUntil: Date | null;
}

export function isTemporarilyDisabled(hook: FailureState, now = new Date()): boolean {
  return hook.disabledUntil !== null && hook.disabledUntil >= now
    && hook.recentFailures > TEMPORARILY_DISABLED_FAILURE_THRESHOLD && hook.recentFailures <= PERMANENTLY_DISABLED_FAILURE_THRESHOLD;
}

export function isPermanentlyDisabled(hook: FailureState): boolean {
  return hook.recentFailures > PERMANENTLY_DISABLED_FAILURE_THRESHOLD;
}

export function isExecutable(hook: FailureState, now = new Date()): boolean {
  return !isTemporarilyDisabled(hook, now) && !isPermanentlyDisabled(hook);
}

export function alertStatusOf(hook: FailureState, now = new Date()): AlertStatus {
  if (isTemporarilyDisabled(hook, now)) return 'temporarily_disabled';
  return isPermanentlyDisabled(hook) ? 'disabled' : 'executable';
}
