import path from 'node:path';
import type { ArtifactsApi } from '../network/artifacts-api';
import type { JobPayload, JobVariable } from '../network/job-payload';
import { runShellScript, type ShellRunResult } from '../executor/shell-process';
import type { BashScript } from '../executor/script-builder';
import type { BuildDirs } from './build-dirs';

/** What every stage of one job works with. */
export interface JobContext {
  job: JobPayload;
  dirs: BuildDirs;
  /** Server and runner variables, expanded, with `CI_JOB_STATUS=running`. */
  variables: JobVariable[];
  /** File-type variables: key → the temp file holding the value. */
  filePaths: ReadonlyMap<string, string>;
  log: (text: string | Buffer) => void;
  artifactsApi: ArtifactsApi;
  killGraceMs: number;
  retryDelayMs: number;
}

/** The longest delay `setTimeout` takes before it overflows and fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Runs a stage's bash script from the builds dir, its output into the job log. */
export function runStageScript(
  context: JobContext,
  input: { name: string; script: BashScript; signal: AbortSignal; timeoutMs?: number },
): Promise<ShellRunResult> {
  return runShellScript({
    script: input.script.finish(),
    scriptPath: path.join(context.dirs.tmpDir, `${input.name}.sh`),
    cwd: context.dirs.buildsDir,
    output: (chunk) => context.log(chunk),
    timeoutMs: Math.min(input.timeoutMs ?? MAX_TIMER_MS, MAX_TIMER_MS),
    signal: input.signal,
    killGraceMs: context.killGraceMs,
  });
}
