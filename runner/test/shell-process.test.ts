import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BashScript } from '../src/executor/script-builder';
import { runShellScript } from '../src/executor/shell-process';

/** Whether the process exists and is not a zombie waiting to be reaped. */
function isAlive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('runShellScript: the process group of a stage', () => {
  let directory: string;
  beforeEach(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-shell-'));
  });
  afterEach(() => fs.rmSync(directory, { recursive: true, force: true }));

  /** A script leaving a background sleep and a nested shell's sleep behind, then waiting. */
  function lingeringScript(): BashScript {
    return new BashScript().userCommands([
      `sleep 60 & echo $! > ${directory}/background.pid`,
      `bash -c 'sleep 60 & echo $! > ${directory}/nested.pid; wait'  &`,
      `while [ ! -s ${directory}/nested.pid ]; do sleep 0.05; done`,
      'echo ready',
      'sleep 60',
    ]);
  }

  const pids = () => ['background.pid', 'nested.pid'].map((name) => Number(fs.readFileSync(path.join(directory, name), 'utf8')));

  it('returns the exit status and every byte of output of a script that ends by itself', async () => {
    const output: Buffer[] = [];
    const result = await runShellScript({
      script: new BashScript().userCommands(['seq 1 2000 | tail -n 1', 'echo to-stderr >&2', 'exit 4']).finish(),
      scriptPath: path.join(directory, 'a.sh'), cwd: directory, output: (chunk) => output.push(chunk), timeoutMs: 10_000,
    });
    expect(result).toEqual({ outcome: 'exited', exitCode: 4 });
    expect(Buffer.concat(output).toString()).toContain('2000\n');
    expect(Buffer.concat(output).toString()).toContain('to-stderr\n');
  });

  it('kills the whole group — background and nested processes too — when the timeout passes', async () => {
    const output: Buffer[] = [];
    const startedAt = Date.now();
    const result = await runShellScript({
      script: lingeringScript().finish(), scriptPath: path.join(directory, 'b.sh'), cwd: directory,
      output: (chunk) => output.push(chunk), timeoutMs: 1_500, killGraceMs: 1_000,
    });
    expect(result).toEqual({ outcome: 'timeout' });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect(Buffer.concat(output).toString()).toContain('ready\n');
    await waitFor(() => pids().every((pid) => !isAlive(pid)));
  });

  it('kills the whole group when its abort signal fires (cancellation)', async () => {
    const cancel = new AbortController();
    const running = runShellScript({
      script: lingeringScript().finish(), scriptPath: path.join(directory, 'c.sh'), cwd: directory,
      output: (chunk) => { if (chunk.toString().includes('ready')) cancel.abort(); }, timeoutMs: 60_000, killGraceMs: 1_000, signal: cancel.signal,
    });
    expect(await running).toEqual({ outcome: 'canceled' });
    await waitFor(() => pids().every((pid) => !isAlive(pid)));
  });

  it('kills a process that ignores TERM too (KILL follows for whatever is left of the group)', async () => {
    const cancel = new AbortController();
    const startedAt = Date.now();
    const running = runShellScript({
      script: new BashScript().userCommands([`bash -c 'trap "" TERM; echo $$ > ${directory}/stubborn.pid; echo READY_$((1+1)); while true; do sleep 0.1; done'`]).finish(),
      scriptPath: path.join(directory, 'd.sh'), cwd: directory,
      // READY_2 only appears once the inner shell runs (the announced command line shows `READY_$((1+1))`).
      output: (chunk) => { if (chunk.toString().includes('READY_2')) cancel.abort(); }, timeoutMs: 60_000, signal: cancel.signal, killGraceMs: 500,
    });
    expect(await running).toEqual({ outcome: 'canceled' });
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    const stubborn = Number(fs.readFileSync(path.join(directory, 'stubborn.pid'), 'utf8'));
    await waitFor(() => !isAlive(stubborn));
  });
});
