import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * Everything a write could change: every row of every table (but the job queue, and the columns that
 * merely reading with a token touches) and every ref of every repository on disk. A rejected write
 * that left no change behind changed nothing.
 *
 * Rows are watched by a trigger on every table that appends the table's name to a change log in the
 * same transaction (so a rolled-back write leaves no entry): a snapshot is the log's position, and
 * comparing two costs one indexed read. Digesting every table around each of the thousands of probe
 * requests was most of the probe's time, and it grew with every table added.
 */
const VOLATILE_COLUMNS = ['last_used_at', 'last_activity_on', 'last_activity_at', 'current_sign_in_at', 'last_sign_in_at', 'last_used_ips'];
/**
 * Hook deliveries and the event outbox run in the background, retried with backoff long after the write
 * that caused them: their logs, queues and the hooks' failure counters change on their own, never by a
 * rejected write.
 */
const ASYNC_TABLES = /hook_deliveries|hook_logs|push_event|event_outbox/;
const HOOK_DELIVERY_COLUMNS = ['recent_failures', 'disabled_until', 'updated_at'];
const LOG = 'public.hostile_probe_changes';

export interface Snapshot {
  /** The change log's last entry when taken. */
  position: string;
  /** Repository directory → its refs. */
  refs: Record<string, string>;
}

export class Snapshotter {
  private constructor(private readonly client: Client, private readonly dataDir: string, private readonly pendingQuery: string) {}

  static async open(databaseUrl: string, dataDir: string): Promise<Snapshotter> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    client.on('error', () => undefined); // the database is dropped under it when the service stops
    const tables = (await client.query(
      `select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') and table_schema not like 'pgboss%'
          and table_name not like 'mikro_orm_migrations%' and table_name <> 'hostile_probe_changes' order by 1, 2`,
    )).rows as Array<{ table_schema: string; table_name: string }>;
    await client.query(watchTables(tables.filter((r) => !ASYNC_TABLES.test(r.table_name))));
    const pending = [
      ...tables.filter((r) => r.table_name === 'event_outbox').map((r) => `(select count(*) from "${r.table_schema}"."event_outbox" where relayed_at is null)`),
      // Any background job due now or running (deletions, deliveries, reactions); retries waiting out their backoff are not.
      `(select count(*) from pgboss.job where state in ('created', 'retry', 'active') and (state = 'active' or start_after <= now()))`,
    ];
    return new Snapshotter(client, dataDir, `select ${pending.join(' + ')} as n`);
  }

  /** Domain events not yet relayed and background jobs due or running: they may still change tables. */
  async eventsPending(): Promise<boolean> {
    const { rows } = await this.client.query(this.pendingQuery);
    return Number(rows[0].n) > 0;
  }

  async take(): Promise<Snapshot> {
    const { rows } = await this.client.query(`select coalesce(max(id), 0)::text as position from ${LOG}`);
    return { position: rows[0].position as string, refs: repositoryRefs(this.dataDir) };
  }

  /** The tables and repositories changed since `before`. */
  async changedSince(before: Snapshot): Promise<string[]> {
    const { rows } = await this.client.query(`select distinct name from ${LOG} where id > $1 order by name`, [before.position]);
    const refs = repositoryRefs(this.dataDir);
    const keys = new Set([...Object.keys(before.refs), ...Object.keys(refs)]);
    return [...rows.map((r) => r.name as string), ...[...keys].filter((k) => before.refs[k] !== refs[k])];
  }

  async close(): Promise<void> {
    await this.client.end();
  }
}

/** The change log, and a row trigger on each table that logs a change (an update only when a watched column differs). */
function watchTables(tables: Array<{ table_schema: string; table_name: string }>): string {
  const triggers = tables.map(({ table_schema: s, table_name: t }) => {
    const ignored = [...VOLATILE_COLUMNS, ...(t.endsWith('_hooks') ? HOOK_DELIVERY_COLUMNS : [])].map((c) => `'${c}'`).join(', ');
    return `drop trigger if exists hostile_probe_changes on "${s}"."${t}";
      create trigger hostile_probe_changes after insert or update or delete on "${s}"."${t}"
        for each row execute function public.hostile_probe_log(${ignored});`;
  });
  return `create table if not exists ${LOG} (id bigserial primary key, name text not null);
    create or replace function public.hostile_probe_log() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'UPDATE' and (to_jsonb(OLD) - TG_ARGV) = (to_jsonb(NEW) - TG_ARGV) then return null; end if;
      insert into ${LOG} (name) values (TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
      return null;
    end $$;
    ${triggers.join('\n')}`;
}

function repositoryRefs(dataDir: string): Record<string, string> {
  const refs: Record<string, string> = {};
  for (const gitDir of bareRepositories(path.join(dataDir, 'repositories'))) refs[gitDir] = refsOf(gitDir);
  return refs;
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
