import { spawn } from 'node:child_process';
import path from 'node:path';
import type { TestService } from './service';

const COMPAT_DIR = path.join(__dirname, '..', 'compat');

/**
 * Runs a script of test/compat with python-gitlab (Debian's python3-gitlab, on the system python)
 * against the service as root. Scripts print `ok - …` per check and `OK` last; a failure exits non-zero.
 */
export function runPythonGitlab(service: TestService, script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('/usr/bin/python3', [path.join(COMPAT_DIR, script)], {
      env: { ...process.env, GITLAB_URL: service.url, GITLAB_TOKEN: service.rootToken },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Passes when the script exited 0 with `OK` last; on failure the message shows its closing lines. */
export async function expectPythonGitlabScriptPasses(service: TestService, script: string): Promise<void> {
  const { code, output } = await runPythonGitlab(service, script);
  expect({ code, last: output.trim().split('\n').slice(-3) }).toEqual({ code: 0, last: expect.arrayContaining(['OK']) });
}
