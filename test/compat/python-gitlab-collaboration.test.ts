import { spawn } from 'node:child_process';
import path from 'node:path';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => {
  await service?.stop();
});

/** Runs a python-gitlab script (Debian's python3-gitlab, on the system python) against the service. */
function runPythonGitlab(script: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('/usr/bin/python3', [path.join(__dirname, script)], {
      env: { ...process.env, GITLAB_URL: service.url, GITLAB_TOKEN: service.rootToken },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('python-gitlab, a real GitLab client', () => {
  it('manages groups, projects, members and group hooks', async () => {
    const { code, output } = await runPythonGitlab('python_gitlab_collaboration.py');
    expect({ code, last: output.trim().split('\n').slice(-3) }).toEqual({ code: 0, last: expect.arrayContaining(['OK']) });
  }, 60_000);
});
