import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { GitCommandError, spawnGit } from '../git-command';

export type ObjectType = 'commit' | 'tree' | 'blob' | 'tag';

export interface ObjectInfo {
  oid: string;
  type: ObjectType;
  size: number;
}

export interface GitObject extends ObjectInfo {
  data: Buffer;
}

/** `contents` answers with the object's bytes, `info` with its id, type and size only. */
export type CatFileCommand = 'contents' | 'info';
type Answer = GitObject | ObjectInfo | null;

interface Pending {
  command: CatFileCommand;
  names: string[];
  answers: Answer[];
  resolve(answers: Answer[]): void;
  reject(error: Error): void;
}

const COMMAND = ['cat-file', '--batch-command'];
const HEADER = /^([0-9a-f]{40}|[0-9a-f]{64}) (commit|tree|blob|tag) (\d+)$/;
/** An idle process is ended after this long; the next read starts a new one. */
const IDLE_MS = 30_000;

/**
 * One repository's long-lived `git cat-file --batch-command` (Gitaly keeps one per repository too):
 * a read costs a write and a read on a pipe instead of starting git. Requests run one at a time,
 * each written whole and answered whole, so no caller ever reads a part of another's answer. The
 * process starts on first use, and again after it dies or idles out. Some names make git stop
 * (`rev:../path` is outside the repository): the request being answered then fails with a
 * GitCommandError, as a `git cat-file` of its own would, and the ones waiting go to a new process.
 * git resolves names (refs, `rev:path`) at each command, re-reading refs that changed and packs
 * that a push added.
 */
export class CatFileSession {
  private child: ChildProcessWithoutNullStreams | null = null;
  private current: Pending | null = null;
  private readonly waiting: Pending[] = [];
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** The header of an object whose bytes are still arriving. */
  private body: ObjectInfo | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(readonly gitDir: string) {}

  /** One answer per name, in order: null for a name that is missing, ambiguous or not a plain line. */
  read(command: 'contents', names: string[]): Promise<Array<GitObject | null>>;
  read(command: 'info', names: string[]): Promise<Array<ObjectInfo | null>>;
  read(command: CatFileCommand, names: string[]): Promise<Answer[]> {
    // A name with a line break would be read as two commands; an empty one makes git stop.
    const asked = names.filter((name) => isPlainName(name));
    if (asked.length === 0) return Promise.resolve(names.map(() => null));
    return new Promise<Answer[]>((resolve, reject) => {
      this.waiting.push({ command, names: asked, answers: [], resolve, reject });
      this.next();
    }).then((answers) => {
      const byName = new Map(asked.map((name, i) => [name, answers[i]]));
      return names.map((name) => byName.get(name) ?? null);
    });
  }

  /** Ends the process once every request already made is answered; later reads start a new one. */
  close(): void {
    this.closing = true;
    this.next();
  }

  /** Whether a process is running now (for tests and the pool). */
  get running(): boolean {
    return this.child !== null;
  }

  /** The running process's id, if any (tests kill it to check recovery). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  private next(): void {
    if (this.current) return;
    const pending = this.waiting.shift();
    if (!pending) return this.idle();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.current = pending;
    const child = this.child ?? this.start();
    this.hold(child, true);
    child.stdin.write(pending.names.map((name) => `${pending.command} ${name}\n`).join(''));
  }

  private idle(): void {
    const child = this.child;
    if (!child) return;
    this.hold(child, false);
    if (this.closing) return this.stop(child);
    this.idleTimer ??= setTimeout(() => this.stop(child), IDLE_MS).unref();
  }

  private stop(child: ChildProcessWithoutNullStreams): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.closing = false;
    if (this.child === child) this.child = null;
    child.stdin.end();
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = spawnGit(this.gitDir, COMMAND);
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => this.child === child && this.receive(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => this.lost(child, error));
    // 'close', not 'exit': every byte git wrote before it died has been read by then.
    child.on('close', (code) => this.lost(child, new GitCommandError(COMMAND, code, Buffer.concat(stderr).toString('utf8'))));
    this.child = child;
    return child;
  }

  private lost(child: ChildProcessWithoutNullStreams, error: Error): void {
    if (this.child !== child) return;
    this.child = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.chunks = [];
    this.buffered = 0;
    this.body = null;
    const failed = this.current;
    this.current = null;
    failed?.reject(error);
    this.next();
  }

  private receive(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.current && this.parseOne(this.current));
  }

  /** Takes one answer (or an object's header) off the buffered output; false when more is needed. */
  private parseOne(pending: Pending): boolean {
    if (this.body) {
      const { size } = this.body;
      if (this.buffered < size + 1) return false;
      const data = this.take(size + 1).subarray(0, size);
      const info = this.body;
      this.body = null;
      return this.answer(pending, { ...info, data });
    }
    const buffer = this.flat();
    const end = buffer.indexOf(0x0a);
    if (end < 0) return false;
    const match = HEADER.exec(this.take(end + 1).toString('utf8', 0, end));
    const info = match ? { oid: match[1], type: match[2] as ObjectType, size: Number(match[3]) } : null;
    if (info && pending.command === 'contents') {
      this.body = info;
      return true;
    }
    return this.answer(pending, info);
  }

  private answer(pending: Pending, answer: Answer): boolean {
    pending.answers.push(answer);
    if (pending.answers.length < pending.names.length) return true;
    this.current = null;
    pending.resolve(pending.answers);
    this.next();
    return false;
  }

  private flat(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private take(length: number): Buffer {
    const buffer = this.flat();
    const rest = buffer.subarray(length);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return buffer.subarray(0, length);
  }

  /** An idle process must not keep this one alive; one answering a request must. */
  private hold(child: ChildProcessWithoutNullStreams, busy: boolean): void {
    for (const handle of [child, child.stdin, child.stdout, child.stderr] as Array<{ ref(): void; unref(): void }>) {
      if (busy) handle.ref();
      else handle.unref();
    }
  }
}

function isPlainName(name: string): boolean {
  return name.length > 0 && !/[\n\r\0]/.test(name);
}
