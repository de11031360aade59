/** Why a job ended without success, and what the final `PUT /jobs/:id` and the log say about it. */
export interface JobFailure {
  /** gitlab-runner's failure reason before it is matched against what the server supports. */
  reason: 'script_failure' | 'runner_system_failure' | 'job_execution_timeout' | 'job_canceled' | 'unknown_failure';
  /** The text after `Job failed:` in the log, e.g. `exit status 1`. */
  message: string;
  exitCode?: number;
}

export const scriptFailure = (exitCode: number): JobFailure => ({ reason: 'script_failure', message: `exit status ${exitCode}`, exitCode });

/** gitlab-runner assumes these when the payload lists no `features.failure_reasons` (`common/network.go`). */
const ALWAYS_SUPPORTED = ['script_failure', 'runner_system_failure', 'job_execution_timeout'];

/** gitlab-runner's fallbacks for reasons an older server does not know. */
const FALLBACKS: Record<string, string> = {
  image_pull_failure: 'runner_system_failure',
  runner_configuration_error: 'script_failure',
  runner_external_dependency_failure: 'runner_system_failure',
};

/** The reason to send: the runner's own if the server lists it, else its fallback, else `unknown_failure`. */
export function supportedFailureReason(reason: string, serverReasons: string[] | null | undefined): string {
  const supported = serverReasons?.length ? serverReasons : ALWAYS_SUPPORTED;
  if (supported.includes(reason)) return reason;
  const fallback = FALLBACKS[reason];
  if (fallback && supported.includes(fallback)) return fallback;
  return 'unknown_failure';
}

/** The log's last line for a failure: system failures are marked as such, as gitlab-runner marks them. */
export function failureLogMessage(failure: JobFailure): string {
  const kind = failure.reason === 'runner_system_failure' ? 'Job failed (system failure)' : 'Job failed';
  return `${kind}: ${failure.message}`;
}
