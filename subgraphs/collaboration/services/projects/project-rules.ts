import { FieldErrors, ValidationFailedError, type SubgraphContext, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../entities/namespace.entity';
import { T } from '../tables';
import { closestAllowedLevel, restrictedLevels, visibilityLevel, visibilityName, visibilityTitle } from '../../entities/visibility';

export interface VisibilityPolicy {
  /** Levels only administrators may pick (application setting restricted_visibility_levels). */
  restricted: number[];
  defaultLevel: number;
}

export async function projectVisibilityPolicy(ctx: SubgraphContext): Promise<VisibilityPolicy> {
  const settings = await ctx.runtime.settings.current();
  return {
    restricted: restrictedLevels(settings.restricted_visibility_levels),
    defaultLevel: visibilityLevel(settings.default_project_visibility ?? 'private') ?? 0,
  };
}

export async function groupVisibilityPolicy(ctx: SubgraphContext): Promise<VisibilityPolicy> {
  const settings = await ctx.runtime.settings.current();
  return {
    restricted: restrictedLevels(settings.restricted_visibility_levels),
    defaultLevel: visibilityLevel(settings.default_group_visibility ?? 'private') ?? 0,
  };
}

/** The default visibility, lowered to what the namespace and the restrictions allow. */
export function defaultVisibility(policy: VisibilityPolicy, ceiling: number, isAdmin: boolean): number {
  return closestAllowedLevel(policy.defaultLevel, isAdmin ? [] : policy.restricted, ceiling);
}

/** Projects::CreateService#deny_visibility_level: answered alone, before model validation. */
export function denyRestrictedVisibility(level: number, policy: VisibilityPolicy, isAdmin: boolean): void {
  if (isAdmin || !policy.restricted.includes(level)) return;
  throw ValidationFailedError.fields({ visibility_level: [`${visibilityTitle(level)} has been restricted by your GitLab administrator`] });
}

/** Project#visibility_level_allowed_by_group: never more visible than its group. */
export function checkProjectVisibilityInGroup(errors: FieldErrors, level: number, namespace: Namespace): void {
  if (namespace.kind !== 'group' || level <= namespace.visibilityLevel) return;
  errors.add('visibility_level', `${visibilityName(level)} is not allowed in a ${visibilityName(namespace.visibilityLevel)} group.`);
}

export interface Taken {
  name: boolean;
  path: boolean;
}

/**
 * Name (exact) and path (case-insensitive) clashes inside a namespace. A subgroup with the same
 * path takes the route too, as GitLab's routes table makes it.
 */
export async function projectNameOrPathTaken(em: EntityManager, namespace: Namespace, name: string, path: string, exceptId = 0): Promise<Taken> {
  const [row] = await query<{ name_taken: boolean; path_taken: boolean }>(em,
    `select exists (select 1 from ${T.projects} where namespace_id = ? and name = ? and id <> ?) as name_taken,
            exists (select 1 from ${T.projects} where namespace_id = ? and lower(path) = lower(?) and id <> ?)
         or exists (select 1 from ${T.namespaces} where lower(full_path) = lower(?)) as path_taken`,
    [namespace.id, name, exceptId, namespace.id, path, exceptId, `${namespace.fullPath}/${path}`]);
  return { name: row.name_taken, path: row.path_taken };
}

/** The duplicate-project body GitLab answers (reference §2.1): name, path, then the project namespace's name. */
export function addTakenErrors(errors: FieldErrors, taken: Taken): void {
  if (taken.name) errors.add('name', 'has already been taken');
  if (taken.path) errors.add('path', 'has already been taken');
  if (taken.name) errors.add('project_namespace.name', 'has already been taken');
}
