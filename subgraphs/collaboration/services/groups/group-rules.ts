import { BadRequestError, FieldErrors, ValidationFailedError, query } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Namespace } from '../../entities/namespace.entity';
import { T } from '../tables';
import { visibilityName } from '../../entities/visibility';

/**
 * Ruby's Hash#inspect of ActiveModel errors, as in `Failed to save group {:path=>["has already been
 * taken"]}` (GitLab's groups API answers a string, not a JSON object).
 */
export function rubyErrorHash(fields: Record<string, string[]>): string {
  const entries = Object.entries(fields).map(([key, messages]) => `:${key}=>[${messages.map((m) => JSON.stringify(m)).join(', ')}]`);
  return `{${entries.join(', ')}}`;
}

/** POST /groups answers model errors as `400 {"message":"Failed to save group {...}"}`. */
export function throwIfGroupNotSaved(errors: FieldErrors): void {
  try {
    errors.throwIfAny();
  } catch (error) {
    if (!(error instanceof ValidationFailedError)) throw error;
    throw BadRequestError.message(`Failed to save group ${rubyErrorHash(error.body.message as Record<string, string[]>)}`);
  }
}

/** Group#visibility_level_allowed_by_parent */
export function checkVisibilityUnderParent(errors: FieldErrors, level: number, parent: Namespace | null): void {
  if (!parent || level <= parent.visibilityLevel) return;
  errors.add('visibility_level', `${visibilityName(level)} is not allowed since the parent group has a ${visibilityName(parent.visibilityLevel)} visibility.`);
}

/** Group#visibility_level_allowed_by_projects and _by_sub_groups, for a lowered visibility. */
export async function checkVisibilityOverChildren(em: EntityManager, errors: FieldErrors, group: Namespace, level: number): Promise<void> {
  const [row] = await query<{ projects: boolean; subgroups: boolean }>(em,
    `select exists (select 1 from ${T.projects} where namespace_id = ? and visibility_level > ? and not pending_delete) as projects,
            exists (select 1 from ${T.namespaces} where parent_id = ? and visibility_level > ? and not pending_delete) as subgroups`,
    [group.id, level, group.id, level]);
  const name = visibilityName(level);
  if (row.projects) errors.add('visibility_level', `${name} is not allowed since this group contains projects with higher visibility.`);
  if (row.subgroups) errors.add('visibility_level', `${name} is not allowed since there are sub-groups with higher visibility.`);
}

/** The full path is one route: taken by any namespace, or by a project at that path. */
export async function groupPathTaken(em: EntityManager, fullPath: string, exceptId = 0): Promise<boolean> {
  const slash = fullPath.lastIndexOf('/');
  const [row] = await query<{ taken: boolean }>(em,
    `select exists (select 1 from ${T.namespaces} where lower(full_path) = lower(?) and id <> ?)
         or exists (select 1 from ${T.projects} p join ${T.namespaces} n on n.id = p.namespace_id
                    where lower(n.full_path) = lower(?) and lower(p.path) = lower(?)) as taken`,
    [fullPath, exceptId, fullPath.slice(0, Math.max(slash, 0)), fullPath.slice(slash + 1)]);
  return row.taken;
}

/** Subgroup names are unique among their siblings. */
export async function groupNameTaken(em: EntityManager, parentId: number | null, name: string, exceptId = 0): Promise<boolean> {
  if (parentId === null) return false;
  const [row] = await query<{ taken: boolean }>(em,
    `select exists (select 1 from ${T.namespaces} where parent_id = ? and name = ? and id <> ?) as taken`, [parentId, name, exceptId]);
  return row.taken;
}
