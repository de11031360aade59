import type { EntityManager } from '@mikro-orm/postgresql';
import { intArray, query } from '@forgegraph/platform';
import { T } from '../tables';

/** A settings variable as the runner gets it (Ci::HasVariable#to_runner_variable + Maskable). */
export interface RunnerVariable {
  key: string;
  value: string;
  public: false;
  masked: boolean;
  file: boolean;
  raw: boolean;
}

export interface CiVariablesScope {
  projectId: number;
  /** The project's ancestor groups, outermost first (services/domains/groups.client `ancestorGroupIdsLoader`). */
  groupIds: number[];
  /** Protected variables only reach pipelines of protected branches and tags. */
  protectedRef: boolean;
  /** The job's environment name; without one only `*`-scoped variables apply. */
  environment?: string | null;
}

interface Row {
  owner_kind: string;
  owner_id: number;
  key: string;
  value: string;
  variable_type: string;
  masked: boolean;
  raw: boolean;
  environment_scope: string;
}

/**
 * The CI/CD variables a pipeline of the project sees, in one query, in GitLab's precedence: instance
 * < groups (outer → inner) < project, so a later entry of the same key wins (as the runner and
 * `variablesAsHash` read them). Ci::HasEnvironmentScope: `*` always applies, other scopes match the
 * environment exactly or as a `*` wildcard; the more specific scope comes later within one owner.
 */
export async function ciVariablesFor(em: EntityManager, scope: CiVariablesScope): Promise<RunnerVariable[]> {
  const rows = await query<Row>(em, `select owner_kind, owner_id, key, value, variable_type, masked, raw, environment_scope from ${T.variables}
    where ((owner_kind = 'instance' and owner_id = 0) or (owner_kind = 'group' and owner_id = any(?::int[])) or (owner_kind = 'project' and owner_id = ?))
      and (protected = false or ?)
    order by id`, [intArray(scope.groupIds), scope.projectId, scope.protectedRef]);
  const rank = (row: Row) => (row.owner_kind === 'instance' ? -1 : row.owner_kind === 'group' ? scope.groupIds.indexOf(row.owner_id) : scope.groupIds.length);
  return rows
    .filter((row) => scopeMatches(row.environment_scope, scope.environment ?? null))
    .sort((a, b) => rank(a) - rank(b) || Number(a.environment_scope !== '*') - Number(b.environment_scope !== '*'))
    .map((row) => ({ key: row.key, value: row.value, public: false, masked: row.masked, file: row.variable_type === 'file', raw: row.raw }));
}

/** The variables as key → value, later entries winning (what `rules:if` sees). */
export function variablesAsHash(variables: RunnerVariable[]): Record<string, string> {
  return Object.fromEntries(variables.map((variable) => [variable.key, variable.value]));
}

function scopeMatches(pattern: string, environment: string | null): boolean {
  if (pattern === '*') return true;
  if (environment === null) return false;
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(environment);
}
