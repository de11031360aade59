import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const RUNNER = path.join(__dirname, '..', '..', 'runner');

export interface BundledRunner {
  child: ChildProcess;
  output(): string;
  /** SIGQUIT (running jobs finish first), then waits for the exit; removes its work dir. */
  stop(): Promise<void>;
}

/**
 * The bundled runner (`runner/main.ts`) as a child process, the way `npm run runner -- --url … --token …`
 * starts it, run from its sources with the runner's own require hook (no build step).
 */
export function startBundledRunner(url: string, token: string): BundledRunner {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-runner-e2e-'));
  const child = spawn(process.execPath, ['-r', path.join(RUNNER, 'test', 'support', 'ts-require-hook.js'), path.join(RUNNER, 'main.ts'),
    '--url', url, '--token', token, '--work-dir', workDir, '--check-interval', '0.2'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
