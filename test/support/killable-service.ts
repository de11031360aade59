import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { HttpClient } from './http-client';
import { copyTemplateDatabase } from './template-database';

/**
 * The whole service as its own process — what `npm start` runs (`rest-facade/dist/main.js`, built by
 * the global setup) — on its own database and DATA_DIR, so a test can `kill -9` it at any moment and
 * start it again on the same state: the crash drills of ARCHITECTURE §7.
 */
export interface KillableService {
  url: string;
  rootToken: string;
  dataDir: string;
  databaseUrl: string;
  /** Requests as root unless another token is given. */
  api: HttpClient;
  /** Whether a process is up (started and not killed or stopped since). */
  readonly running: boolean;
  /** SIGKILL, no shutdown of any kind; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts the service again on the same port, database and DATA_DIR; resolves when it is ready. */
  restart(): Promise<void>;
  /** Everything the current and earlier processes wrote (JSON log lines), for a failing test's message. */
  output(): string;
  /** Kills the process if it runs and removes DATA_DIR. */
  stop(): Promise<void>;
}

const MAIN = path.resolve(__dirname, '../../rest-facade/dist/main.js');
const READY_TIMEOUT_MS = 60_000;
const running = new Set<ChildProcess>();

/** Boots the service in a child process with `env` added (e.g. `REPOSITORY_STORAGES`). */
export async function startKillableService(env: Record<string, string> = {}): Promise<KillableService> {
  const adminUrl = process.env.FORGEGRAPH_TEST_ADMIN_URL;
  if (!adminUrl || !process.env.FORGEGRAPH_TEST_TEMPLATE) throw new Error('run through jest (test/support/global-setup.ts)');
  const name = `k_${process.env.JEST_WORKER_ID ?? 0}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = await copyTemplateDatabase(adminUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-killable-data-'));
  const rootToken = env.ROOT_ACCESS_TOKEN ?? `glpat-${randomBytes(15).toString('base64url')}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    EXTERNAL_URL: url,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ROOT_ACCESS_TOKEN: rootToken,
    LOG_LEVEL: 'info',
    ...env,
  };
  let log = '';
  let child: ChildProcess | null = null;

  const launch = async (): Promise<void> => {
    const started = spawn(process.execPath, [MAIN], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    running.add(started);
    started.once('exit', () => running.delete(started));
    await new Promise<void>((resolve, reject) => {
      let pending = '';
      const timer = setTimeout(() => fail(new Error(`service not ready within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        started.kill('SIGKILL');
        reject(new Error(`${error.message}\n${log.slice(-4000)}`));
      };
      const onData = (chunk: Buffer) => {
        log += chunk.toString();
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        if (lines.some(isReadyLine)) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout!.on('data', onData);
      started.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
      started.once('exit', (code, signal) => fail(new Error(`service exited before it was ready (code ${code}, signal ${signal})`)));
    });
  };

  const kill = async (): Promise<void> => {
    const current = child;
    child = null;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };

  await launch();
  return {
    url,
    rootToken,
    dataDir,
    databaseUrl,
    api: new HttpClient(`${url}/api/v4`, rootToken),
    get running() {
      return child !== null;
    },
    kill,
    restart: async () => {
      await kill();
      await launch();
    },
    output: () => log,
    stop: async () => {
      await kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function isReadyLine(line: string): boolean {
  if (!line.startsWith('{')) return false;
  try {
    return (JSON.parse(line) as { msg?: string }).msg === 'ready';
  } catch {
    return false;
  }
}

/** A port nothing listens on now; the child binds it a moment later (restarts reuse it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Kills every child service of the test file still up (after-file.ts): none may outlive its file. */
export function killLeftoverServices(): void {
  for (const child of running) child.kill('SIGKILL');
}

process.once('exit', killLeftoverServices);
