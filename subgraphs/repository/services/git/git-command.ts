import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { gitRunner } from './git-runner';

/** A git process that exited with a status the caller did not accept. */
export class GitCommandError extends Error {
  constructor(readonly args: string[], readonly exitCode: number | null, readonly stderr: string) {
    super(`git ${args.slice(0, 3).join(' ')} failed (${exitCode}): ${stderr.trim().split('\n')[0] ?? ''}`);
    this.name = 'GitCommandError';
  }
}

export interface GitOptions {
  input?: Buffer | string;
  /** Extra environment, e.g. GIT_INDEX_FILE or author identity. */
  env?: Record<string, string>;
  /** Exit codes that count as success (default: 0 only). */
  okCodes?: number[];
}

export interface GitResult {
  stdout: Buffer;
  stderr: string;
  exitCode: number;
}

// Never read the machine's or the user's git configuration: a repository behaves the same everywhere.
const BASE_ENV: Record<string, string> = {
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
  GIT_OPTIONAL_LOCKS: '0',
  LC_ALL: 'C',
};

const MAX_CONCURRENT = Math.max(4, Number(process.env.GIT_MAX_PROCESSES ?? 8));
let running = 0;
const waiting: Array<() => void> = [];

/** Bounds concurrent git processes so a burst of requests cannot fork-bomb a small machine. */
async function acquireSlot(): Promise<() => void> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * A git process on one repository with this module's hermetic environment, pipes on all three
 * streams. Long-lived transports (git over HTTP) use it directly; they are not counted in the slots.
 */
export function spawnGit(gitDir: string, args: string[], env: Record<string, string> = {}) {
  return spawn('git', ['--git-dir', gitDir, ...args], { env: gitEnv(env), stdio: ['pipe', 'pipe', 'pipe'] });
}

function gitEnv(env: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...BASE_ENV, ...env };
}

/** Runs `git --git-dir <gitDir> <args>` asynchronously (in the git helper process) and buffers its output. */
export async function runGit(gitDir: string, args: string[], options: GitOptions = {}): Promise<GitResult> {
  const release = await acquireSlot();
  try {
    const result = await gitRunner.run(['--git-dir', gitDir, ...args], gitEnv(options.env), options.input);
    const exitCode = result.exitCode ?? -1;
    if (!(options.okCodes ?? [0]).includes(exitCode)) throw new GitCommandError(args, result.exitCode, result.stderr);
    return { stdout: result.stdout, stderr: result.stderr, exitCode };
  } finally {
    release();
  }
}

/** `runGit` returning trimmed stdout text. */
export async function gitText(gitDir: string, args: string[], options: GitOptions = {}): Promise<string> {
  const { stdout } = await runGit(gitDir, args, options);
  return stdout.toString('utf8').trim();
}

/**
 * Streams a git command's stdout (archives, raw blobs) without buffering it. `done` settles when
 * the process exits; a failure before the first byte is reported by `done` rejecting.
 */
export function streamGit(gitDir: string, args: string[]): { stdout: Readable; done: Promise<void> } {
  const child = spawnGit(gitDir, args);
  child.stdin.end();
  const err: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new GitCommandError(args, code, Buffer.concat(err).toString()))));
  });
  return { stdout: child.stdout, done };
}
