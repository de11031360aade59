import type { ApplicationSettings } from '@forgegraph/platform';

/** A request as Rack::Attack classifies it (Gitlab::RackAttack::Request). */
export interface ThrottledRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: Record<string, unknown>;
  /** The token owner's id, or null for an unauthenticated request. */
  userId: number | null;
  ip: string;
}

/** One throttle that applies to a request: its counter key and its limit per period. */
export interface ThrottleMatch {
  name: string;
  discriminator: string;
  limit: number;
  periodSeconds: number;
}

const FILES_PATH = /^\/api\/v\d+\/projects\/[^/]+\/repository\/files\/.+/;
const GROUP_PATH = /^\/api\/v\d+\/groups\/[^/]+\/?$/;
// Gitlab::Regex::Packages::API_PATH_REGEX
const PACKAGES_PATH = /^\/api\/v\d+\/(projects\/[^/]+\/|groups?\/[^/]+\/-\/)?packages\/[A-Za-z]+/;
const SKIPPED_PATH = /^\/(api\/v\d+\/internal\/|-\/(health|liveness|readiness|metrics))/;
const GIT_PATH = /\.git\/(info\/refs|git-upload-pack|git-receive-pack|info\/lfs\/)/;
const GIT_LFS_PATH = /\.git\/info\/lfs\//;
const FALSE_STRINGS = new Set(['false', '0', 'f', 'no', 'n', 'off']);

/**
 * Which of GitLab's user and IP throttles a request counts against, in Rack::Attack's order
 * (lib/gitlab/rack_attack.rb, lib/gitlab/rack_attack/request.rb): per IP when unauthenticated,
 * per user otherwise; a path with its own throttle switched on leaves the general one.
 */
export function matchingThrottles(req: ThrottledRequest, settings: ApplicationSettings): ThrottleMatch[] {
  if (SKIPPED_PATH.test(req.path)) return [];
  const kind = requestKind(req);
  const authenticated = req.userId !== null;
  const prefix = authenticated ? 'authenticated' : 'unauthenticated';
  const discriminator = authenticated ? `user:${req.userId}` : req.ip;
  const enabled = (name: string) => settings[`throttle_${name}_enabled`] === true;
  const specific = kind === 'api' ? ['packages_api', 'files_api', 'deprecated_api'].filter((k) => pathIs(k, req)) : [];
  const names: string[] = [];
  for (const name of specific) if (enabled(`${prefix}_${name}`)) names.push(`${prefix}_${name}`);
  if (kind === 'api' && !names.length && enabled(`${prefix}_api`)) names.push(`${prefix}_api`);
  if (kind === 'git' && !authenticated && enabled('unauthenticated_git_http')) names.push('unauthenticated_git_http');
  if (kind === 'git_lfs' && authenticated && enabled('authenticated_git_lfs')) names.push('authenticated_git_lfs');
  if (kind === 'web' && enabled(`${prefix}_web`)) names.push(`${prefix}_web`);
  return names.map((name) => ({
    name: `throttle_${name}`,
    discriminator,
    limit: Number(settings[`throttle_${name}_requests_per_period`]),
    periodSeconds: Number(settings[`throttle_${name}_period_in_seconds`]),
  }));
}

type RequestKind = 'api' | 'git' | 'git_lfs' | 'web';

function requestKind(req: ThrottledRequest): RequestKind {
  if (req.path.startsWith('/api')) return 'api';
  if (GIT_LFS_PATH.test(req.path)) return 'git_lfs';
  return GIT_PATH.test(req.path) ? 'git' : 'web';
}

function pathIs(kind: string, req: ThrottledRequest): boolean {
  if (kind === 'packages_api') return PACKAGES_PATH.test(req.path);
  if (kind === 'files_api') return FILES_PATH.test(req.path);
  return GROUP_PATH.test(req.path) && withProjects(req.query.with_projects);
}

/** `GET /groups/:id` lists the group's projects unless `with_projects` is false: that is the deprecated part. */
function withProjects(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return !FALSE_STRINGS.has(String(value).toLowerCase());
}
