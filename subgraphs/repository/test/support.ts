import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startTestService, type TestService } from '../../../test/support/service';
import { markRefsChangedSync } from '../services/git/ref-stamp';

export interface GraphQLResult<T = any> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; body?: Record<string, unknown> } }>;
}

/** The whole service on the test PostgreSQL, spoken to over real HTTP on /graphql (as root unless told). */
export class RepositoryHarness {
  private scratch: string[] = [];

  private constructor(readonly service: TestService) {}

  static async start(env: Record<string, string> = {}): Promise<RepositoryHarness> {
    return new RepositoryHarness(await startTestService(env));
  }

  async stop(): Promise<void> {
    for (const dir of this.scratch) fs.rmSync(dir, { recursive: true, force: true });
    if (this.service) await settleJobs(this.service.server.backend.databaseUrl);
    await this.service?.stop();
    // pg-boss's offWork() keeps polling its stopped workers once a second with a lazily required
    // timer module; let that loop finish before jest tears the module registry down.
    await new Promise((resolve) => setTimeout(resolve, 2500));
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, token: string | null = this.service.rootToken): Promise<GraphQLResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['private-token'] = token;
    const res = await fetch(`${this.service.url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as GraphQLResult<T>;
  }

  /** `data`, failing the test with the errors when there are any. */
  async ok<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    return result.data as T;
  }

  /** The first error's code and GitLab body (what the REST facade would answer). */
  async error(query: string, variables: Record<string, unknown> = {}, token?: string | null) {
    const result = await this.gql(query, variables, token);
    const error = result.errors?.[0];
    if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`);
    return { code: error.extensions?.code, body: error.extensions?.body, message: error.message };
  }

  get dataDir(): string {
    const subgraph = this.service.server.backend.subgraphs.find((s) => s.name === 'repository');
    return subgraph!.runtime.config.dataDir;
  }

  /** A fresh project id (projects live in collaboration; the repository only keeps the integer). */
  newProjectId(): number {
    return randomInt(1_000_000, 2_000_000_000);
  }

  async createRepository(options: { initializeWithReadme?: boolean; defaultBranch?: string } = {}): Promise<{ projectId: number; gitDir: string }> {
    const projectId = this.newProjectId();
    const data = await this.ok(`mutation($p: ID!, $r: Boolean!, $b: String) {
      createRepository(projectId: $p, initializeWithReadme: $r, defaultBranch: $b) { storage diskPath }
    }`, { p: String(projectId), r: options.initializeWithReadme ?? true, b: options.defaultBranch ?? null });
    const { storage, diskPath } = data.createRepository;
    return { projectId, gitDir: path.join(this.dataDir, 'repositories', storage, `${diskPath}.git`) };
  }

  /** A scratch work tree cloned from the bare repository, to build history with the git CLI and push it. */
  clone(gitDir: string): WorkTree {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-repo-test-'));
    this.scratch.push(dir);
    git(dir, 'clone', '--quiet', gitDir, 'work');
    const work = new WorkTree(path.join(dir, 'work'), gitDir);
    work.run('config', 'user.name', 'Test Author');
    work.run('config', 'user.email', 'author@example.com');
    return work;
  }
}

/** Waits (up to 10 s) until no repository job is queued or running, so none is cut off by the shutdown. */
export async function settleJobs(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query(`select count(*)::int as n from pgboss.job where name like 'repository.%' and state in ('created', 'retry', 'active')`);
      if (rows[0].n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await client.end();
  }
}

/** The git CLI in a directory, as the truth the API is checked against (tests only: sync is fine here). */
export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_TERMINAL_PROMPT: '0' },
  }).trimEnd();
}

/** git on a service repository from outside the service: it marks the refs changed, as the service's own writers do. */
export function gitBare(gitDir: string, ...args: string[]): string {
  const output = git(os.tmpdir(), '--git-dir', gitDir, ...args);
  markRefsChangedSync(gitDir);
  return output;
}

export class WorkTree {
  constructor(readonly dir: string, private readonly origin?: string) {}

  run(...args: string[]): string {
    return git(this.dir, ...args);
  }

  write(file: string, content: string | Buffer): void {
    fs.mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(this.dir, file), content);
  }

  /** Commits everything with fixed dates, so `since`/`until` filters are testable. */
  commit(message: string, date: string, env: Record<string, string> = {}): string {
    this.run('add', '-A');
    execFileSync('git', ['commit', '--quiet', '--allow-empty', '-m', message], {
      cwd: this.dir,
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null', GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, ...env },
    });
    return this.run('rev-parse', 'HEAD');
  }

  push(...refspecs: string[]): void {
    this.run('push', '--quiet', 'origin', ...refspecs);
    if (this.origin) markRefsChangedSync(this.origin);
  }
}

export const COMMIT_FIELDS = `sha shortId title message parentIds authorName authorEmail authoredDate
  committerName committerEmail committedDate createdAt`;
