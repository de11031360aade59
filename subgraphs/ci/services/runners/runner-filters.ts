import { BadRequestError, Conditions } from '@forgegraph/platform';
import { T } from '../tables';
import { OWNED_RUNNER_SCOPES, RUNNER_SCOPE_SQL } from './runner-status';

export interface RunnerListFilter {
  scope?: string | null;
  type?: string | null;
  status?: string | null;
  paused?: boolean | null;
  tagList?: string[] | null;
  versionPrefix?: string | null;
}

/** The `version_prefix` param's Grape `regexp: /^[\d+.]+/`. */
const VERSION_PREFIX = /^[\d+.]+/;

/**
 * `filter_runners` with `allowed_scopes`: a scope this list does not take is `400 Scope contains invalid value`
 * (GET /runners takes statuses only; the facade refused values no list takes).
 */
function addScope(where: Conditions, scope: string | null | undefined, allowed?: readonly string[]): void {
  if (!scope) return;
  const sql = RUNNER_SCOPE_SQL[scope];
  if (!sql || (allowed && !allowed.includes(scope))) throw BadRequestError.message('Scope contains invalid value');
  where.add(sql);
}

/** lib/api/ci/runners.rb's `filter_runners(scope)` then `apply_filter`: type, status, paused, version prefix, tags. */
export function runnerConditions(filter: RunnerListFilter, options: { ownedScopesOnly?: boolean } = {}): Conditions {
  if (filter.versionPrefix != null && !VERSION_PREFIX.test(filter.versionPrefix)) throw BadRequestError.param('version_prefix is invalid');
  const where = new Conditions();
  addScope(where, filter.scope, options.ownedScopesOnly ? OWNED_RUNNER_SCOPES : undefined);
  addScope(where, filter.type);
  addScope(where, filter.status);
  if (filter.paused != null) where.add(filter.paused ? RUNNER_SCOPE_SQL.paused : RUNNER_SCOPE_SQL.active);
  if (filter.versionPrefix != null) {
    const pattern = `${filter.versionPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.add(`exists (select 1 from ${T.runnerManagers} m where m.runner_id = r.id and m.version like ?)`, pattern);
  }
  // ActsAsTaggableOn's tagged_with: every tag given.
  if (filter.tagList?.length) where.add('r.tag_list @> ?::jsonb', JSON.stringify(filter.tagList));
  return where;
}
