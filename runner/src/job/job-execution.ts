import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { allJobVariables, maskedValues } from '../executor/job-variables';
import { ArtifactsApi } from '../network/artifacts-api';
import type { HttpTransport } from '../network/http-transport';
import { JobApi } from '../network/job-api';
import type { JobPayload, JobStep } from '../network/job-payload';
import { JobTrace, type FinalState } from '../trace/job-trace';
import { errorLine, goDuration, notice, sectionEnd, sectionStart, warning } from '../trace/ansi';
import { RUNNER_NAME, RUNNER_REVISION, RUNNER_VERSION } from '../version';
import { artifactsToUpload, uploadArtifacts } from './artifacts-stage';
import { buildDirs, shortToken } from './build-dirs';
import { dependenciesWithArtifacts, downloadDependencies } from './dependencies-stage';
import type { JobContext } from './job-context';
import { failureLogMessage, scriptFailure, supportedFailureReason, type JobFailure } from './job-failure';
import { getSources } from './sources-stage';
import { runAfterScript, runUserStep, shouldRunStep } from './user-steps';

export interface JobExecutionOptions {
  transport: HttpTransport;
  buildsDir: string;
  runnerToken: string;
  runnerDescription: string;
  systemId: string;
  concurrentId: number;
  /** gitlab-runner's `AfterScriptTimeout`: 5 minutes. */
  afterScriptTimeoutMs?: number;
  killGraceMs?: number;
  retryDelayMs?: number;
  traceUpdateIntervalMs?: number;
  traceForceSendIntervalMs?: number;
}

/** What stops a job before its scripts end by themselves. */
type Interruption = { kind: 'timeout' } | { kind: 'canceled' } | { kind: 'aborted' } | { kind: 'shutdown'; signal: string };

/** gitlab-runner's default when the payload has no timeout (`runner_info.timeout` ≤ 0). */
const DEFAULT_JOB_TIMEOUT_SECONDS = 3600;

/**
 * One job from start to final update, in gitlab-runner's stage order: prepare, get_sources, download_artifacts, the
 * script steps, after_script, artifact upload, cleanup. The log streams to the server throughout; a timeout, a cancel
 * from the server or the runner's own shutdown kills the running script's process group.
 */
export class JobExecution {
  private interruption: Interruption | null = null;
  /** Kills the stage running now (timeout, cancel); after_script still runs afterwards. */
  private readonly stageKill = new AbortController();
  /** Kills everything including after_script (the server aborted the job, or the runner is stopping). */
  private readonly hardKill = new AbortController();
  private readonly trace: JobTrace;
  private readonly timeoutSeconds: number;

  constructor(private readonly job: JobPayload, private readonly options: JobExecutionOptions) {
    this.trace = new JobTrace(new JobApi(options.transport, job.id, job.token), {
      updateIntervalMs: options.traceUpdateIntervalMs, minForceSendIntervalMs: options.traceForceSendIntervalMs,
      onAbort: () => this.interrupt({ kind: 'aborted' }),
      onCancelRequested: () => this.interrupt({ kind: 'canceled' }),
    });
    const timeout = job.runner_info?.timeout ?? 0;
    this.timeoutSeconds = timeout > 0 ? timeout : DEFAULT_JOB_TIMEOUT_SECONDS;
  }

  /** The runner is stopping on `signal`: the job is killed and reported failed (system failure). */
  stopForShutdown(signal: string): void {
    this.interrupt({ kind: 'shutdown', signal });
  }

  async run(): Promise<FinalState> {
    const timer = setTimeout(() => this.interrupt({ kind: 'timeout' }), Math.min(this.timeoutSeconds * 1000, 2 ** 31 - 1));
    this.trace.start();
    let failure: JobFailure | null;
    try {
      failure = await this.runStages(await this.prepareContext());
    } catch (error) {
      failure = { reason: 'runner_system_failure', message: (error as Error).message };
    } finally {
      clearTimeout(timer);
    }
    failure = this.interruptionFailure() ?? failure;
    this.trace.write(failure ? errorLine(failureLogMessage(failure)) : notice('Job succeeded'));
    const final: FinalState = failure
      ? { state: 'failed', failureReason: supportedFailureReason(failure.reason, this.job.features?.failure_reasons), exitCode: failure.exitCode }
      : { state: 'success' };
    await this.trace.complete(final);
    return final;
  }

  private async prepareContext(): Promise<JobContext> {
    const dirs = buildDirs({ buildsDir: this.options.buildsDir, runnerToken: this.options.runnerToken, concurrentId: this.options.concurrentId, job: this.job });
    const variables = allJobVariables(this.job.variables ?? [], {
      buildsDir: dirs.buildsDir, projectDir: dirs.projectDir, concurrentId: this.options.concurrentId, concurrentProjectId: 0,
      timeoutSeconds: this.timeoutSeconds, jobStatus: 'running',
    });
    this.trace.buffer.setMasked([...maskedValues(variables), this.job.token]);
    await fs.mkdir(dirs.tmpDir, { recursive: true });
    const filePaths = new Map<string, string>();
    for (const variable of variables.filter((entry) => entry.file)) {
      const file = path.join(dirs.tmpDir, variable.key.replace(/[^A-Za-z0-9_]/g, '_'));
      await fs.writeFile(file, variable.value, { mode: 0o600 });
      filePaths.set(variable.key, file);
    }
    return {
      job: this.job, dirs, variables, filePaths, log: (text) => this.trace.write(text),
      artifactsApi: new ArtifactsApi(this.options.transport),
      killGraceMs: this.options.killGraceMs ?? 10_000, retryDelayMs: this.options.retryDelayMs ?? 1_000,
    };
  }

  private async runStages(context: JobContext): Promise<JobFailure | null> {
    this.writeHeader();
    let failure = await this.section('get_sources', 'Getting source from Git repository', async () => {
      const sources = await getSources(context, this.stageKill.signal);
      return sources.kind === 'failed' ? scriptFailure(sources.exitCode) : null;
    });
    if (!failure && !this.interruption && dependenciesWithArtifacts(context).length) {
      failure = await this.section('download_artifacts', 'Downloading artifacts', async () => {
        const result = await downloadDependencies(context);
        return result.ok ? null : scriptFailure(result.exitCode);
      });
    }
    failure = await this.runScriptSteps(context, failure);
    await this.runAfterScriptStep(context, failure);
    failure = (await this.uploadArtifacts(context, failure)) ?? failure;
    await this.section('cleanup_file_variables', 'Cleaning up project directory and file based variables', async () => {
      await fs.rm(context.dirs.tmpDir, { recursive: true, force: true });
      return null;
    });
    return failure;
  }

  private writeHeader(): void {
    this.trace.write(`Running with ${RUNNER_NAME} ${RUNNER_VERSION} (${RUNNER_REVISION})\n`);
    this.trace.write(`  on ${this.options.runnerDescription} ${shortToken(this.options.runnerToken)}, system ID: ${this.options.systemId}\n`);
    this.trace.write(sectionStart('prepare_executor', 'Preparing the "shell" executor'));
    this.trace.write('Using Shell (bash) executor...\n');
    const image = this.job.image?.name;
    if (image) this.trace.write(warning(`image "${image}" is not supported by this runner: the job runs in the shell of the runner's host`));
    for (const service of this.job.services ?? []) {
      if (service.name) this.trace.write(warning(`service "${service.name}" is not supported by this runner and is not started`));
    }
    this.trace.write(sectionEnd('prepare_executor'));
    this.trace.write(sectionStart('prepare_script', 'Preparing environment'));
    this.trace.write(`Running on ${os.hostname()}...\n`);
    this.trace.write(sectionEnd('prepare_script'));
  }

  private async runScriptSteps(context: JobContext, initial: JobFailure | null): Promise<JobFailure | null> {
    let failure = initial;
    for (const step of (this.job.steps ?? []).filter((entry) => entry.name !== 'after_script')) {
      if (this.interruption || !shouldRunStep(step, failure !== null)) continue;
      const name = `step_${step.name}`;
      failure = (await this.section(name, `Executing "${name}" stage of the job script`, async () => {
        const outcome = await runUserStep(context, step, this.stageKill.signal);
        if (outcome.kind !== 'failed') return null;
        if (step.allow_failure) {
          this.trace.write(warning(`${name} failed, but the step allows failure: exit status ${outcome.exitCode}`));
          return null;
        }
        return scriptFailure(outcome.exitCode);
      })) ?? failure;
    }
    return failure;
  }

  private async runAfterScriptStep(context: JobContext, failure: JobFailure | null): Promise<void> {
    const step: JobStep | undefined = (this.job.steps ?? []).find((entry) => entry.name === 'after_script');
    if (!step || !step.script?.length || this.isHardStopped()) return;
    const jobStatus = this.interruption?.kind === 'canceled' ? 'canceled' : failure || this.interruption ? 'failed' : 'success';
    await this.section('after_script', 'Running after_script', async () => {
      await runAfterScript(context, { step, jobStatus, timeoutMs: this.options.afterScriptTimeoutMs ?? 5 * 60_000, signal: this.hardKill.signal });
      return null;
    });
  }

  private async uploadArtifacts(context: JobContext, failure: JobFailure | null): Promise<JobFailure | null> {
    if (this.isHardStopped() || this.interruption?.kind === 'canceled') return null;
    const succeeded = !failure && !this.interruption;
    const artifacts = artifactsToUpload(this.job.artifacts, succeeded);
    if (!artifacts.length) return null;
    const [name, header] = succeeded
      ? ['upload_artifacts_on_success', 'Uploading artifacts for successful job']
      : ['upload_artifacts_on_failure', 'Uploading artifacts for failed job'];
    return this.section(name, header, async () => {
      const result = await uploadArtifacts(context, artifacts);
      return result.ok ? null : scriptFailure(result.exitCode);
    });
  }

  private async section(name: string, header: string, body: () => Promise<JobFailure | null>): Promise<JobFailure | null> {
    this.trace.write(sectionStart(name, header));
    try {
      return await body();
    } finally {
      this.trace.write(sectionEnd(name));
    }
  }

  private interrupt(interruption: Interruption): void {
    if (this.interruption && this.interruption.kind !== 'canceled') return;
    if (this.interruption?.kind === 'canceled' && interruption.kind === 'canceled') return;
    this.interruption = interruption;
    this.stageKill.abort();
    if (this.isHardStopped()) this.hardKill.abort();
  }

  private isHardStopped(): boolean {
    return this.interruption?.kind === 'aborted' || this.interruption?.kind === 'shutdown';
  }

  private interruptionFailure(): JobFailure | null {
    switch (this.interruption?.kind) {
      case 'timeout':
        return { reason: 'job_execution_timeout', message: `execution took longer than ${goDuration(this.timeoutSeconds)} seconds` };
      case 'canceled':
      case 'aborted':
        return { reason: 'job_canceled', message: 'canceled' };
      case 'shutdown':
        return { reason: 'runner_system_failure', message: `aborted: ${this.interruption.signal}` };
      default:
        return null;
    }
  }
}
