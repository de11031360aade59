import os from 'node:os';
import path from 'node:path';

export interface CliOptions {
  url: string;
  token: string;
  concurrent: number;
  workDir: string;
  buildsDir: string;
  description: string;
  checkIntervalMs: number;
}

export const USAGE = `Usage: npm run runner -- --url <server url> --token <glrt-... runner token> [options]

  --url URL              the server (e.g. http://localhost:3000); /api/v4 is appended
  --token TOKEN          the runner authentication token (glrt-...) from POST /user/runners
  --concurrent N         jobs run at once (default 1)
  --builds-dir DIR       where jobs check out and run (default <work dir>/builds)
  --work-dir DIR         the runner's own state: system id (default <OS temp dir>/forgegraph-runner)
  --description TEXT     shown in job logs (default the host name)
  --check-interval SECS  least time between two job requests of one slot (default 3)

Environment: CI_SERVER_URL and RUNNER_TOKEN stand in for --url and --token.
Signals: SIGINT/SIGTERM stop asking for jobs and fail running ones; SIGQUIT lets them finish first.`;

/** Parses `argv` (without node and the script); returns an error text for anything it cannot use. */
export function parseCliOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): CliOptions | { error: string } {
  const values = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (!arg.startsWith('--')) return { error: `unexpected argument: ${arg}` };
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? argv[++index];
    if (value === undefined) return { error: `--${name} needs a value` };
    values.set(name, value);
  }
  const known = ['url', 'token', 'concurrent', 'builds-dir', 'work-dir', 'description', 'check-interval'];
  const unknown = [...values.keys()].find((name) => !known.includes(name));
  if (unknown) return { error: `unknown option --${unknown}` };
  const url = values.get('url') ?? env.CI_SERVER_URL;
  const token = values.get('token') ?? env.RUNNER_TOKEN;
  if (!url) return { error: '--url is missing' };
  if (!token) return { error: '--token is missing' };
  if (!/^https?:\/\//.test(url)) return { error: `--url must be an http(s) URL: ${url}` };
  const concurrent = Number(values.get('concurrent') ?? '1');
  if (!Number.isInteger(concurrent) || concurrent < 1) return { error: '--concurrent must be a positive integer' };
  const checkInterval = Number(values.get('check-interval') ?? '3');
  if (!Number.isFinite(checkInterval) || checkInterval < 0) return { error: '--check-interval must be a number of seconds' };
  const workDir = path.resolve(values.get('work-dir') ?? path.join(os.tmpdir(), 'forgegraph-runner'));
  return {
    url, token, concurrent, workDir,
    buildsDir: path.resolve(values.get('builds-dir') ?? path.join(workDir, 'builds')),
    description: values.get('description') ?? os.hostname(),
    checkIntervalMs: checkInterval * 1000,
  };
}
