import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { RunningServer } from '@forgegraph/rest-facade';
import { HttpClient } from './http-client';
import { copyTemplateDatabase } from './template-database';

export interface TestService {
  server: RunningServer;
  url: string;
  rootToken: string;
  /** The service's DATA_DIR (object store under `objects/`). */
  dataDir: string;
  /** Requests as root unless another token is given. */
  api: HttpClient;
  stop(): Promise<void>;
}

/**
 * A workspace of the service (`platform`, `rest-facade`, `subgraphs/admin`, ...) from its build, through
 * Node's own require handed over by the jest environment (test/support/environment.js): loaded once
 * per jest worker and shared by all its test files, instead of once per file. The global setup brought
 * the build up to date with the sources.
 */
export function builtWorkspace<T>(workspace: string): T {
  return builtModule<T>(path.join(workspace, 'dist/index.js'));
}

/**
 * One module of the service's build (a path from the repository root, e.g.
 * `subgraphs/repository/dist/services/git/ref-lock.js`): the very instance the service under test uses.
 */
export function builtModule<T>(fromRoot: string): T {
  const nativeRequire = (globalThis as { __forgegraphNativeRequire?: NodeJS.Require }).__forgegraphNativeRequire;
  if (!nativeRequire) throw new Error('run through jest with test/support/environment.js');
  return nativeRequire(path.resolve(__dirname, '../..', fromRoot)) as T;
}

// Loaded as the test file loads (the first file of a worker takes seconds), not in a hook under its timeout.
const { createLogger, ensureDatabase, loadConfig } = builtWorkspace<typeof import('@forgegraph/platform')>('platform');
const { startServer } = builtWorkspace<typeof import('@forgegraph/rest-facade')>('rest-facade');

/**
 * Services of this test file not stopped yet, including ones still booting. A beforeAll that timed
 * out never hands its service to the file's afterAll, and a service left running would go on
 * polling its job queue after jest tore the file's environment down, failing whichever file runs
 * next in that worker; `stopLeftoverServices` (registered for every file) stops them.
 */
const live = new Set<Promise<TestService>>();

/** Boots the whole service on an ephemeral port with its own database, as `npm start` would. */
export function startTestService(env: Record<string, string> = {}): Promise<TestService> {
  const starting = bootTestService(env).then((service) => {
    let stopped: Promise<void> | null = null;
    return { ...service, stop: () => (stopped ??= service.stop().finally(() => live.delete(starting))) };
  });
  live.add(starting);
  starting.catch(() => live.delete(starting));
  return starting;
}

/** Stops every service of the file that is still running, once those still booting are up. */
export async function stopLeftoverServices(): Promise<void> {
  for (const starting of [...live]) {
    const service = await starting.catch(() => null);
    await service?.stop().catch(() => undefined);
  }
}

async function bootTestService(env: Record<string, string>): Promise<TestService> {
  const adminUrl = process.env.FORGEGRAPH_TEST_ADMIN_URL;
  if (!adminUrl) throw new Error('FORGEGRAPH_TEST_ADMIN_URL is not set: run through jest (test/support/global-setup.ts)');
  const name = `t_${process.env.JEST_WORKER_ID ?? 0}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = process.env.FORGEGRAPH_TEST_TEMPLATE ? await copyTemplateDatabase(adminUrl, name) : await ensureDatabase(adminUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-test-data-'));
  const rootToken = env.ROOT_ACCESS_TOKEN ?? `glpat-${randomBytes(15).toString('base64url')}`;
  const config = loadConfig({ PORT: '0', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ROOT_ACCESS_TOKEN: rootToken, LOG_LEVEL: 'silent', ...env });
  const server = await startServer(config, createLogger(config.logLevel));
  const url = server.url;
  return {
    server,
    url,
    rootToken,
    dataDir,
    api: new HttpClient(`${url}/api/v4`, rootToken),
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
