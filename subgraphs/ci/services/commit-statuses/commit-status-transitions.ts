import { BadRequestError } from '@forgegraph/platform';

/** The states POST /statuses/:sha takes, each GitLab's state-machine event(s) (Ci::CreateCommitStatusService). */
export const COMMIT_STATUS_STATES = ['pending', 'running', 'success', 'failed', 'canceled', 'skipped'] as const;

/** CommitStatus's state machine: event → the statuses it may leave. */
const EVENTS: Record<string, { from: string[]; to: string }> = {
  enqueue: { from: ['created', 'waiting_for_resource', 'preparing', 'skipped', 'manual', 'scheduled'], to: 'pending' },
  run: { from: ['pending'], to: 'running' },
  success: { from: ['created', 'waiting_for_resource', 'preparing', 'pending', 'running'], to: 'success' },
  drop: { from: ['created', 'waiting_for_resource', 'preparing', 'pending', 'running', 'manual', 'scheduled'], to: 'failed' },
  cancel: { from: ['created', 'waiting_for_resource', 'preparing', 'pending', 'running', 'scheduled', 'manual'], to: 'canceled' },
  skip: { from: ['created', 'waiting_for_resource', 'preparing', 'pending'], to: 'skipped' },
};

/** `state` → the events the service fires; a `?` event is fired only if it may (Rails' non-bang event). */
const STATE_EVENTS: Record<string, string[]> = {
  pending: ['enqueue'], running: ['enqueue?', 'run'], success: ['success'], failed: ['drop'], canceled: ['cancel'], skipped: ['skip'],
};

/**
 * The status a commit status reaches for `state`, or GitLab's 400 for a transition its state machine
 * refuses: `Cannot transition status via :run from :running (Reason(s): Status cannot transition via "run")`.
 */
export function transitionFor(current: string, state: string): string {
  let status = current;
  for (const step of STATE_EVENTS[state]) {
    const optional = step.endsWith('?');
    const name = step.replace('?', '');
    const event = EVENTS[name];
    if (event.from.includes(status)) status = event.to;
    else if (!optional) {
      throw BadRequestError.message(`Cannot transition status via :${name} from :${status} (Reason(s): Status cannot transition via "${name}")`);
    }
  }
  return status;
}
