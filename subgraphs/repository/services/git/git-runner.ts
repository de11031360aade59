import { spawn, type ChildProcess } from 'node:child_process';

export interface RunnerResult {
  exitCode: number | null;
  stdout: Buffer;
  stderr: string;
}

interface RunnerReply {
  id: number;
  code: number | null;
  stdout: Uint8Array;
  stderr: string;
  error: string | null;
}

/**
 * The helper process's whole program. Starting a process from Node forks the caller first, and a
 * fork copies the caller's page tables: from this service (~300 MB resident) that took 4–5 ms of
 * the event loop per git command, which was most of a commit-list request's CPU; from this small
 * helper it costs about 1 ms, off our thread. Plain JavaScript so it runs the same under ts/jest.
 */
const HELPER = `
const { spawn } = require('node:child_process');
process.on('message', (m) => {
  let answered = false;
  const out = [];
  const err = [];
  const answer = (code, error) => {
    if (answered) return;
    answered = true;
    process.send({ id: m.id, code, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString('utf8'), error });
  };
  let child;
  try {
    child = spawn('git', m.args, { env: m.env, stdio: ['pipe', 'pipe', 'pipe'] });
  } catch (e) {
    return answer(null, String(e && e.message));
  }
  child.stdout.on('data', (c) => out.push(c));
  child.stderr.on('data', (c) => err.push(c));
  child.stdin.on('error', () => {});
  child.on('error', (e) => answer(null, e.message));
  child.on('close', (code) => answer(code, null));
  child.stdin.end(m.input == null ? '' : Buffer.from(m.input));
});
process.on('disconnect', () => process.exit(0));
`;

/**
 * Runs buffered git commands in one long-lived helper process (started on first use, restarted if
 * it dies). Streaming commands (git over HTTP, archives) still spawn directly.
 */
class GitRunner {
  private helper: ChildProcess | null = null;
  private readonly pending = new Map<number, { resolve: (r: RunnerResult) => void; reject: (e: Error) => void }>();
  private nextId = 1;

  run(args: string[], env: Record<string, string>, input: Buffer | string | undefined): Promise<RunnerResult> {
    const helper = this.helper ?? this.start();
    const id = this.nextId++;
    return new Promise<RunnerResult>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.hold(helper, true);
      helper.send({ id, args, env, input: typeof input === 'string' ? Buffer.from(input) : input }, (error) => {
        if (error) this.settle(id, (p) => p.reject(error));
      });
    });
  }

  private start(): ChildProcess {
    const helper = spawn(process.execPath, ['--max-old-space-size=64', '-e', HELPER], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' },
    });
    helper.on('message', (reply: RunnerReply) => {
      this.settle(reply.id, (p) => {
        if (reply.error !== null) return p.reject(new Error(`git could not be started: ${reply.error}`));
        const stdout = Buffer.isBuffer(reply.stdout) ? reply.stdout : Buffer.from(reply.stdout.buffer, reply.stdout.byteOffset, reply.stdout.byteLength);
        p.resolve({ exitCode: reply.code, stdout, stderr: reply.stderr });
      });
    });
    const lost = () => {
      if (this.helper !== helper) return;
      this.helper = null;
      for (const [id] of this.pending) this.settle(id, (p) => p.reject(new Error('the git helper process exited')));
    };
    helper.on('exit', lost);
    helper.on('error', lost);
    this.hold(helper, false);
    this.helper = helper;
    return helper;
  }

  private settle(id: number, action: (p: { resolve: (r: RunnerResult) => void; reject: (e: Error) => void }) => void): void {
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (this.pending.size === 0 && this.helper) this.hold(this.helper, false);
    action(waiting);
  }

  /** An idle helper must not keep this process alive; one with commands in flight must. */
  private hold(helper: ChildProcess, busy: boolean): void {
    const channel = (helper as ChildProcess & { channel?: { ref(): void; unref(): void } }).channel;
    if (busy) {
      helper.ref();
      channel?.ref();
    } else {
      helper.unref();
      channel?.unref();
    }
  }
}

export const gitRunner = new GitRunner();
