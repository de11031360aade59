import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface ShellRunOptions {
  /** The bash script (from `BashScript.finish`). */
  script: string;
  /** Where the script file is written before bash runs it. */
  scriptPath: string;
  cwd: string;
  /** Receives stdout and stderr as they come (one stream, as a terminal shows them). */
  output: (chunk: Buffer) => void;
  timeoutMs: number;
  /** Aborting it kills the script's whole process group (cancellation). */
  signal?: AbortSignal;
  /** How long TERM has before KILL follows (gitlab-runner gives processes a grace period too). */
  killGraceMs?: number;
  env?: NodeJS.ProcessEnv;
}

export type ShellRunResult =
  | { outcome: 'exited'; exitCode: number }
  | { outcome: 'timeout' }
  | { outcome: 'canceled' };

/**
 * Runs one stage script with bash as the leader of a new process group (`detached` = setsid), so a timeout or a
 * cancel can signal everything the script started — background jobs, pipelines, `sleep` — not only bash itself.
 */
export async function runShellScript(options: ShellRunOptions): Promise<ShellRunResult> {
  await fs.mkdir(path.dirname(options.scriptPath), { recursive: true });
  await fs.writeFile(options.scriptPath, options.script, { mode: 0o700 });
  if (options.signal?.aborted) return { outcome: 'canceled' };
  const child = spawn('bash', [options.scriptPath], {
    cwd: options.cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env,
  });
  child.stdout.on('data', options.output);
  child.stderr.on('data', options.output);

  let stopReason: 'timeout' | 'canceled' | null = null;
  const stop = (reason: 'timeout' | 'canceled') => {
    if (stopReason) return;
    stopReason = reason;
    killGroup(child.pid, 'SIGTERM');
    setTimeout(() => killGroup(child.pid, 'SIGKILL'), options.killGraceMs ?? 10_000).unref();
  };
  const timer = setTimeout(() => stop('timeout'), Math.max(0, options.timeoutMs));
  const onAbort = () => stop('canceled');
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const exitCode = await new Promise<number>((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
  clearTimeout(timer);
  options.signal?.removeEventListener('abort', onAbort);
  // Whatever the script left running in its group (a background `sleep &`) goes with it; that also closes the
  // output pipes it inherited, so waiting for 'close' (every byte read) cannot hang on it.
  killGroup(child.pid, 'SIGKILL');
  await closed;
  if (stopReason) return { outcome: stopReason };
  return { outcome: 'exited', exitCode };
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

function signalNumber(signal: NodeJS.Signals): number {
  return ({ SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 } as Record<string, number>)[signal] ?? 0;
}
