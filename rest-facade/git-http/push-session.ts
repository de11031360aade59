import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FLUSH_PKT, PktLineReader, pktLine } from './pkt-line';

/** One ref of a push as git hands it to its hooks. */
export interface RefChange {
  ref: string;
  oldSha: string;
  newSha: string;
}

/** What the edge answers git's hooks for one push. */
export interface PushHandlers {
  /** pre-receive, objects still in quarantine: GitLab's refusal text declines the whole push. */
  check(changes: RefChange[]): Promise<string | null>;
  /** proc-receive, objects in the repository: moves the refs itself and reports each. */
  apply(changes: RefChange[]): Promise<{ message: string | null; refs: Array<{ ref: string; ok: boolean; reason: string | null }> }>;
}

export interface PushSession {
  /** `core.hooksPath` for the receive-pack of this push. */
  hooksDir: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

// The hooks git runs are this relay: it hands its stdin to the edge over a private socket and
// plays back what the edge answers (frames: 1 stdout, 2 stderr, 3 exit code), so the checks and
// the ref updates happen in the edge's process, with the pusher's identity, through the gateway.
const RELAY = `'use strict';
const net = require('net');
const socket = net.connect(process.env.FORGEGRAPH_HOOK_SOCKET);
socket.write(process.env.FORGEGRAPH_HOOK_TOKEN + ' ' + require('path').basename(process.argv[1]) + '\\n');
process.stdin.pipe(socket);
let pending = Buffer.alloc(0);
let code = 1;
socket.on('data', (chunk) => {
  pending = Buffer.concat([pending, chunk]);
  while (pending.length >= 5 && pending.length >= 5 + pending.readUInt32BE(1)) {
    const body = pending.subarray(5, 5 + pending.readUInt32BE(1));
    const kind = pending[0];
    pending = pending.subarray(5 + body.length);
    if (kind === 1) process.stdout.write(body);
    if (kind === 2) process.stderr.write(body);
    if (kind === 3) code = body[0];
  }
});
socket.on('end', () => process.exit(code));
socket.on('error', () => { process.stderr.write('GitLab: Internal API unreachable\\n'); process.exit(1); });
`;

const DECLINED = 'pre-receive hook declined';

/** Opens the hooks and socket of one push; `close` removes both. */
export async function openPushSession(handlers: PushHandlers): Promise<PushSession> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fg-push-'));
  const hooksDir = path.join(dir, 'hooks');
  await mkdir(hooksDir);
  for (const hook of ['pre-receive', 'proc-receive']) {
    await writeFile(path.join(hooksDir, hook), `#!${process.execPath}\n${RELAY}`);
    await chmod(path.join(hooksDir, hook), 0o755);
  }
  const token = randomBytes(16).toString('hex');
  const socketPath = path.join(dir, 's');
  const server = net.createServer({ allowHalfOpen: true }, (socket) => serveHook(socket, token, handlers));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  return {
    hooksDir,
    env: { FORGEGRAPH_HOOK_SOCKET: socketPath, FORGEGRAPH_HOOK_TOKEN: token },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function frame(kind: 1 | 2 | 3, body: Buffer | string): Buffer {
  const data = typeof body === 'string' ? Buffer.from(body) : body;
  const head = Buffer.alloc(5);
  head[0] = kind;
  head.writeUInt32BE(data.length, 1);
  return Buffer.concat([head, data]);
}

function finish(socket: net.Socket, exitCode: number, stderr?: string | null): void {
  if (stderr) socket.write(frame(2, stderr));
  socket.end(frame(3, Buffer.from([exitCode])));
}

/** The first line names the hook (after the session token); the rest is that hook's input. */
function serveHook(socket: net.Socket, token: string, handlers: PushHandlers): void {
  let header = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    header = Buffer.concat([header, chunk]);
    const newline = header.indexOf(0x0a);
    if (newline < 0) return;
    socket.off('data', onData);
    const [given, hook] = header.subarray(0, newline).toString().split(' ');
    const rest = header.subarray(newline + 1);
    if (given !== token) return socket.destroy();
    if (hook === 'pre-receive') preReceive(socket, rest, handlers);
    else if (hook === 'proc-receive') procReceive(socket, rest, handlers);
    else socket.destroy();
  };
  socket.on('data', onData);
  socket.on('error', () => undefined);
}

function parseChange(line: string): RefChange {
  const [oldSha, newSha, ref] = line.trim().split(' ');
  return { ref, oldSha, newSha };
}

/** stdin: `<old> <new> <ref>` lines; a refusal prints `GitLab: <text>` and exits 1 (all refs declined). */
function preReceive(socket: net.Socket, first: Buffer, handlers: PushHandlers): void {
  const chunks = [first];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('end', () => {
    const changes = Buffer.concat(chunks).toString().split('\n').filter(Boolean).map(parseChange);
    handlers.check(changes).then(
      (message) => finish(socket, message ? 1 : 0, message ? `GitLab: ${message}\n` : null),
      () => finish(socket, 1, 'GitLab: Internal API error\n'),
    );
  });
}

/**
 * git's proc-receive protocol v1 (githooks(5)): version negotiation, the commands, then one
 * `ok <ref>` / `ng <ref> <reason>` per command. No push options or atomic capability is claimed.
 */
function procReceive(socket: net.Socket, first: Buffer, handlers: PushHandlers): void {
  const reader = new PktLineReader();
  const changes: RefChange[] = [];
  let phase: 'version' | 'commands' | 'done' = 'version';
  const onLines = (lines: Array<Buffer | null>) => {
    for (const line of lines) {
      if (phase === 'version' && line === null) {
        socket.write(frame(1, Buffer.concat([pktLine('version=1\0'), FLUSH_PKT])));
        phase = 'commands';
      } else if (phase === 'commands' && line === null) {
        phase = 'done';
        void applyChanges(socket, changes, handlers);
      } else if (phase === 'commands' && line) {
        changes.push(parseChange(line.toString()));
      }
    }
  };
  socket.on('data', (chunk: Buffer) => onLines(reader.push(chunk)));
  onLines(reader.push(first));
}

async function applyChanges(socket: net.Socket, changes: RefChange[], handlers: PushHandlers): Promise<void> {
  const result = await handlers.apply(changes).catch(() => ({
    message: 'Internal API error',
    refs: changes.map((c) => ({ ref: c.ref, ok: false, reason: 'internal error' })),
  }));
  const report = result.refs.map((r) => pktLine(r.ok ? `ok ${r.ref}\n` : `ng ${r.ref} ${r.reason ?? DECLINED}\n`));
  if (result.message) socket.write(frame(2, `GitLab: ${result.message}\n`));
  socket.write(frame(1, Buffer.concat([...report, FLUSH_PKT])));
  finish(socket, 0);
}
