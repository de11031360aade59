import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Everything a write could change: every row of every table (but the job queue, and the columns that
 * merely reading with a token touches) and every ref of every repository on disk. Two equal snapshots
 * around a rejected write prove it changed nothing.
 */
const VOLATILE_COLUMNS = ['last_used_at', 'last_activity_on', 'last_activity_at', 'current_sign_in_at', 'last_sign_in_at', 'last_used_ips'];
/**
 * Hook deliveries and the event outbox run in the background, retried with backoff long after the write
 * that caused them: their logs, queues and the hooks' failure counters change on their own, never by a
 * rejected write.
 */
const ASYNC_TABLES = /hook_deliveries|hook_logs|push_event|event_outbox/;
const HOOK_DELIVERY_COLUMNS = ['recent_failures', 'disabled_until', 'updated_at'];

export class Snapshotter {
  private constructor(
    private readonly client: Client, private readonly query: string, private readonly dataDir: string, private readonly pendingQuery: string,
  ) {}

  static async open(databaseUrl: string, dataDir: string): Promise<Snapshotter> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('error', () => undefined); // the database is dropped under it when the service stops
    const tables = await client.query(
      `select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pgboss%'
          and table_name not like 'mikro_orm_migrations%' order by 1, 2`,
    );
    const rows = (tables.rows as Array<{ table_schema: string; table_name: string }>).filter((r) => !ASYNC_TABLES.test(r.table_name));
    const parts = rows.map(({ table_schema: s, table_name: t }) => {
      const drop = [...VOLATILE_COLUMNS, ...(t.endsWith('_hooks') ? HOOK_DELIVERY_COLUMNS : [])].map((c) => ` - '${c}'`).join('');
      return `select '${s}.${t}' as name, (select md5(coalesce(string_agg(x, ',' order by x), '')) from (select (to_jsonb(r)${drop})::text as x from "${s}"."${t}" r) q) as digest`;
    });
    const allTables = tables.rows as Array<{ table_schema: string; table_name: string }>;
    const pending = [
      ...allTables.filter((r) => r.table_name === 'event_outbox').map((r) => `(select count(*) from "${r.table_schema}"."event_outbox" where relayed_at is null)`),
      // Any background job due now or running (deletions, deliveries, reactions); retries waiting out their backoff are not.
      `(select count(*) from pgboss.job where state in ('created', 'retry', 'active') and (state = 'active' or start_after <= now()))`,
    ];
    return new Snapshotter(client, parts.join(' union all '), dataDir, `select ${pending.join(' + ')} as n`);
  }

  /** Domain events not yet relayed and background jobs due or running: they may still change tables. */
  async eventsPending(): Promise<boolean> {
    const { rows } = await this.client.query(this.pendingQuery);
    return Number(rows[0].n) > 0;
  }

  async take(): Promise<Record<string, string>> {
    const rows = (await this.client.query(this.query)).rows as Array<{ name: string; digest: string }>;
    const digest = Object.fromEntries(rows.map((r) => [r.name, r.digest]));
    for (const gitDir of bareRepositories(path.join(this.dataDir, 'repositories'))) digest[gitDir] = refsOf(gitDir);
    return digest;
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

function bareRepositories(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    // `+deleted.git`: a removed repository's trash, on its way out in the background.
    if (entry.isDirectory() && entry.name.endsWith('.git') && !entry.name.endsWith('+deleted.git')) found.push(path.join(entry.parentPath, entry.name));
  }
  return found.sort();
}

/** HEAD, packed-refs and every loose ref, read from disk (spawning git per repository is too slow here). */
function refsOf(gitDir: string): string {
  try {
    return readRefs(gitDir);
  } catch (error) {
    // Removed while being read (a project deleted in the background): it has no refs any more.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'gone';
    throw error;
  }
}

function readRefs(gitDir: string): string {
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const loose = fs.readdirSync(path.join(gitDir, 'refs'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return [read(path.join(gitDir, 'HEAD')), read(path.join(gitDir, 'packed-refs')), ...loose.map((file) => `${file} ${read(file)}`)].join('\n');
}

/** The tables or repositories whose content differs. */
export function changedBetween(before: Record<string, string>, after: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => before[k] !== after[k]);
}
