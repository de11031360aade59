import { NotFoundError, type SubgraphContext, query, isNumericRef, parseRecordId } from '@forgegraph/platform';
import { Namespace } from '../../entities/namespace.entity';
import { Project } from '../../entities/project.entity';
import { canGroup, canProject, groupAccessFor, projectAccessFor, type GroupAccess, type ProjectAccess } from '../access/access.service';
import { namespaceLoader, projectLoader } from '../loaders';
import { T } from '../tables';

/** A namespace by full path, case-insensitively (paths are unique regardless of case). */
export async function findNamespaceByPath(ctx: SubgraphContext, fullPath: string): Promise<Namespace | null> {
  // lower(full_path) is uniquely indexed, so at most one row matches.
  const [row] = await query(ctx.em, `select * from ${T.namespaces} where lower(full_path) = lower(?) and not pending_delete`, [fullPath]);
  return row ? ctx.em.map(Namespace, row as never) : null;
}

/**
 * A project by `:id`: a number, or a full path which must contain a slash (a slash-less name never
 * resolves, as in GitLab's find_project).
 */
export async function findProjectByRef(ctx: SubgraphContext, ref: string): Promise<Project | null> {
  if (isNumericRef(ref)) return loadById(ref, projectLoader(ctx));
  const slash = ref.lastIndexOf('/');
  if (slash <= 0) return null;
  const namespace = await findNamespaceByPath(ctx, ref.slice(0, slash));
  if (!namespace) return null;
  const [row] = await query(ctx.em, `select * from ${T.projects} where namespace_id = ? and lower(path) = lower(?) and not pending_delete`,
    [namespace.id, ref.slice(slash + 1)]);
  return row ? ctx.em.map(Project, row as never) : null;
}

/** An id past the column's range names nothing: never a query. */
async function loadById<T>(ref: string, loader: { load(id: number): Promise<T | null> }): Promise<T | null> {
  const id = parseRecordId(ref);
  return id === null ? null : loader.load(id);
}

/** A personal namespace or group by `:id`: a number or a full path (top-level ones need no slash). */
export async function findNamespaceByRef(ctx: SubgraphContext, ref: string): Promise<Namespace | null> {
  return isNumericRef(ref) ? loadById(ref, namespaceLoader(ctx)) : findNamespaceByPath(ctx, ref);
}

export async function findGroupByRef(ctx: SubgraphContext, ref: string): Promise<Namespace | null> {
  const namespace = await findNamespaceByRef(ctx, ref);
  return namespace?.kind === 'group' ? namespace : null;
}

export interface ReadableProject {
  project: Project;
  access: ProjectAccess;
}

export interface ReadableGroup {
  group: Namespace;
  access: GroupAccess;
}

/** GitLab's find_project!: missing and unreadable projects are the same 404. */
export async function findReadableProject(ctx: SubgraphContext, ref: string): Promise<ReadableProject> {
  const project = await findProjectByRef(ctx, ref);
  if (!project) throw NotFoundError.resource('Project');
  const access = await projectAccessFor(ctx, project);
  if (!canProject(access, 'read_project', project)) throw NotFoundError.resource('Project');
  return { project, access };
}

export async function findReadableGroup(ctx: SubgraphContext, ref: string): Promise<ReadableGroup> {
  const group = await findGroupByRef(ctx, ref);
  if (!group) throw NotFoundError.resource('Group');
  const access = await groupAccessFor(ctx, group);
  if (!canGroup(access, 'read_group', group)) throw NotFoundError.resource('Group');
  return { group, access };
}
