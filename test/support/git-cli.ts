import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GitRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

// The real git CLI, isolated from the machine's configuration. Always asynchronous: the service
// under test runs in this same process, and a synchronous child would block it from answering.
const ENV = { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: '', LC_ALL: 'C' };
const IDENTITY = ['-c', 'user.name=Git Pusher', '-c', 'user.email=pusher@example.com', '-c', 'init.defaultBranch=main'];

export function runGit(cwd: string, args: string[], env: Record<string, string> = {}): Promise<GitRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...IDENTITY, ...args], { cwd, env: { ...process.env, ...ENV, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: stdout.trimEnd(), stderr }));
  });
}

/** Like runGit, failing with git's output when it does not succeed. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const run = await runGit(cwd, args);
  if (run.code !== 0) throw new Error(`git ${args.join(' ')} failed (${run.code}): ${run.stderr}`);
  return run.stdout;
}

/** Scratch directories for clones, removed by `cleanup` (call it in afterAll). */
export class Scratch {
  private dirs: string[] = [];

  dir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-git-'));
    this.dirs.push(dir);
    return dir;
  }

  cleanup(): void {
    for (const dir of this.dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** `http://user:token@host/path.git` for the service at `url` (git sends it after the 401 challenge). */
export function gitUrl(serviceUrl: string, projectPath: string, token?: string): string {
  const url = new URL(`${serviceUrl}/${projectPath}.git`);
  if (token) {
    url.username = 'oauth2';
    url.password = token;
  }
  return url.toString();
}
