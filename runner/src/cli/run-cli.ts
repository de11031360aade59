import fs from 'node:fs';
import { HttpTransport } from '../network/http-transport';
import { RunnerApi } from '../network/runner-api';
import { JobPoller } from '../runner/job-poller';
import { consoleRunnerLog, type RunnerLog } from '../runner/runner-log';
import { loadOrCreateSystemId } from '../runner/system-id';
import { RUNNER_NAME, RUNNER_VERSION } from '../version';
import { USAGE, parseCliOptions } from './options';

/**
 * `gitlab-runner run` for one runner: verify the token (`POST /runners/verify`; a 403 ends the program with a clear
 * message), then poll for jobs until a signal. Resolves with the process exit code.
 */
export async function runCli(argv: string[], log: RunnerLog = consoleRunnerLog): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  const options = parseCliOptions(argv);
  if ('error' in options) {
    console.error(`${options.error}\n\n${USAGE}`);
    return 2;
  }
  fs.mkdirSync(options.buildsDir, { recursive: true });
  const systemId = loadOrCreateSystemId(options.workDir);
  log('info', `Starting ${RUNNER_NAME} ${RUNNER_VERSION}`, { builds_dir: options.buildsDir, concurrent: options.concurrent, system_id: systemId });

  const verified = await new RunnerApi(new HttpTransport(options.url), { token: options.token, systemId }).verify()
    .catch((error: Error) => ({ kind: 'error' as const, status: 0, message: error.message }));
  if (verified.kind === 'forbidden') {
    log('error', 'Verifying runner... is removed', { message: verified.message });
    console.error(`The server refused the runner token (403 Forbidden): it is not a valid runner authentication token, or the runner was deleted. Create a runner (POST /api/v4/user/runners) and pass its glrt- token with --token.`);
    return 1;
  }
  if (verified.kind === 'error') {
    log('error', 'Verifying runner... failed', { status: verified.status || verified.message, message: verified.status ? verified.message : undefined });
    return 1;
  }
  log('info', 'Verifying runner... is valid', { runner: verified.id ?? 'unknown' });

  const poller = new JobPoller({ ...options, systemId, log });
  installSignalHandlers(poller, log);
  await poller.start();
  log('info', 'Runner stopped');
  return 0;
}

/**
 * SIGINT/SIGTERM: stop asking for jobs and kill running ones, which are reported failed (`runner_system_failure`) —
 * visible on the server, never left running. SIGQUIT: let running jobs finish first. A second signal exits at once.
 */
function installSignalHandlers(poller: JobPoller, log: RunnerLog): void {
  let received = 0;
  const names: Record<string, string> = { SIGINT: 'interrupt', SIGTERM: 'terminated', SIGQUIT: 'quit' };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGQUIT'] as const) {
    process.on(signal, () => {
      received++;
      if (received > 1) {
        log('warn', 'Second signal: exiting now', { signal });
        process.exit(1);
      }
      const killJobs = signal !== 'SIGQUIT';
      log('info', killJobs ? 'Stopping: running jobs are aborted' : 'Stopping gracefully: running jobs finish first', { signal, running_jobs: poller.runningJobs });
      poller.stop(names[signal], killJobs);
    });
  }
}
