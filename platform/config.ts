import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Process configuration, read from the environment once (ARCHITECTURE §10). */
export interface Config {
  port: number;
  /** Unset: an embedded PostgreSQL runs under `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  rootAccessToken?: string;
  /** Split mode: subgraph name → GraphQL URL; subgraphs not listed run in-process. */
  subgraphUrls: Record<string, string>;
  externalUrl: string;
  /** True when EXTERNAL_URL was not given: the server fills in its real port once listening. */
  externalUrlFromPort: boolean;
  /** Signs the actor header between gateway and remote subgraphs; must be shared in split mode. */
  internalSecret: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * Connections each subgraph's ORM may hold. A request holds at most one at a time (ctx.em joins an
   * open transaction rather than taking a second), so even 1 serves bursts, queued, without deadlock.
   */
  databasePoolSize: number;
  /**
   * GitLab Workhorse's API queue (`apiLimit`, `apiQueueLimit`, `apiQueueDuration`): API and GraphQL
   * requests served at once per process (0: unbounded), requests that may wait for a slot, and how long.
   */
  apiLimit: number;
  apiQueueLimit: number;
  apiQueueDurationMs: number;
  /** Workhorse's `apiCiLongPollingDuration`: how long an idle `POST /jobs/request` is held (default 50 s). */
  ciLongPollingDurationMs: number;
  /**
   * How long a running job may go without a runner update before it is failed as stuck
   * (`stuck_or_timeout_failure`; GitLab's StuckCiJobsWorker: 1 hour) and how often that is checked.
   */
  ciStuckRunningTimeoutMs: number;
  ciStuckCheckIntervalMs: number;
  /**
   * `STORAGE_MOVE_PAUSE_MS` (default 0): each repository storage move waits this long with its copy
   * half made and again once replicated, so a crash drill can `kill -9` the service at those steps.
   */
  storageMovePauseMs: number;
  /** `REPOSITORY_STORAGES=name=path,...`: git storage shards besides `default` (under `dataDir`). */
  repositoryStorages: Record<string, string>;
  /**
   * Where integrations that post to a fixed public host send (Buildkite's webhook host, Pushover's
   * API); `BUILDKITE_WEBHOOK_URL` / `PUSHOVER_API_URL` point them elsewhere (a proxy, a test receiver).
   */
  integrationHosts: { buildkite: string; pushover: string };
  /**
   * GitLab's `db_key_base`: seals secrets at rest (mirror credentials and keys). Unset: one is
   * generated and kept in `DATA_DIR/secret-key-base`. Split mode: every process must share it.
   */
  secretKeyBase?: string;
  remoteMirrors: RemoteMirrorTimings;
}

/** Remote mirror push timings (GitLab's RemoteMirror constants unless set). */
export interface RemoteMirrorTimings {
  /** `REMOTE_MIRROR_BACKOFF_SECONDS`: debounce and retry delay; unset: 60 s protected-only, 300 s otherwise. */
  backoffSeconds: number | null;
  /** `REMOTE_MIRROR_SWEEP_SECONDS` (30): how long after a push starts its mirror is checked for a dead process. */
  sweepSeconds: number;
  /** `REMOTE_MIRROR_HEARTBEAT_MS` (5000): how often a running push proves it is alive; three missed beats are a dead push. */
  heartbeatMs: number;
  /** `REMOTE_MIRROR_TIMEOUT` (10m): a push's deadline. */
  timeoutMs: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    rootAccessToken: env.ROOT_ACCESS_TOKEN || undefined,
    subgraphUrls: parseSubgraphUrls(env.SUBGRAPH_URLS),
    externalUrl: (env.EXTERNAL_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    externalUrlFromPort: !env.EXTERNAL_URL,
    internalSecret: env.INTERNAL_SECRET ?? randomBytes(32).toString('hex'),
    logLevel: (env.LOG_LEVEL as Config['logLevel']) ?? 'info',
    databasePoolSize: Math.max(1, Number(env.DATABASE_POOL_SIZE) || 8),
    apiLimit: nonNegative(env.API_LIMIT, 32),
    apiQueueLimit: nonNegative(env.API_QUEUE_LIMIT, 256),
    apiQueueDurationMs: parseDurationMs(env.API_QUEUE_DURATION, 5_000),
    ciLongPollingDurationMs: Math.min(50_000, parseDurationMs(env.API_CI_LONG_POLLING_DURATION, 50_000)),
    ciStuckRunningTimeoutMs: parseDurationMs(env.CI_STUCK_RUNNING_TIMEOUT, 3_600_000),
    ciStuckCheckIntervalMs: parseDurationMs(env.CI_STUCK_CHECK_INTERVAL, 60_000),
    storageMovePauseMs: Math.max(0, Number(env.STORAGE_MOVE_PAUSE_MS ?? 0) || 0),
    repositoryStorages: parseNamedList(env.REPOSITORY_STORAGES, 'REPOSITORY_STORAGES', 'name=path'),
    integrationHosts: {
      buildkite: env.BUILDKITE_WEBHOOK_URL || 'https://webhook.buildkite.com',
      pushover: env.PUSHOVER_API_URL || 'https://api.pushover.net/1',
    },
    secretKeyBase: env.SECRET_KEY_BASE || undefined,
    remoteMirrors: {
      backoffSeconds: env.REMOTE_MIRROR_BACKOFF_SECONDS ? nonNegative(env.REMOTE_MIRROR_BACKOFF_SECONDS, 300) : null,
      sweepSeconds: Math.max(1, nonNegative(env.REMOTE_MIRROR_SWEEP_SECONDS, 30)),
      heartbeatMs: Math.max(100, nonNegative(env.REMOTE_MIRROR_HEARTBEAT_MS, 5000)),
      timeoutMs: parseDurationMs(env.REMOTE_MIRROR_TIMEOUT, 600_000),
    },
  };
}

function nonNegative(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(number) && number >= 0 ? number : fallback;
}

/** A Go-style duration as Workhorse takes it (`30s`, `500ms`, `1m`), or plain seconds. */
export function parseDurationMs(value: string | undefined, fallback: number): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec((value ?? '').trim());
  if (!match) return fallback;
  const scale = match[2] === 'ms' ? 1 : match[2] === 'm' ? 60_000 : 1000;
  return Math.round(Number(match[1]) * scale);
}

/** `identity=http://identity:4001/graphql,admin=http://admin:4006/graphql` */
export function parseSubgraphUrls(value: string | undefined): Record<string, string> {
  return parseNamedList(value, 'SUBGRAPH_URLS', 'name=url');
}

/** `a=x,b=y` → `{ a: 'x', b: 'y' }`; `variable` and `shape` name a malformed entry in the error. */
function parseNamedList(value: string | undefined, variable: string, shape: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = entry.indexOf('=');
    if (eq < 1) throw new Error(`${variable} entry "${entry}" is not ${shape}`);
    entries[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  return entries;
}
