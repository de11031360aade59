import { NotFoundError, SERVICE_ACTOR, UnauthenticatedError, type SubgraphContext } from '@forgegraph/platform';

const GROUP = 'query PackagesGroup($ref: String!) { group(ref: $ref) { id } }';
const GROUP_PROJECTS = `query PackagesGroupProjects($ref: String!, $page: Int!) {
  groupProjects(ref: $ref, filter: { includeSubgroups: true }, page: $page, perPage: 100) { nodes { id } }
}`;
/** GitLab's group package finders look at no more projects than this. */
const MAX_PAGES = 50;

export interface GroupScope {
  groupId: number;
  projectIds: number[];
}

/**
 * The group behind `groupRef` and the projects of it and its subgroups the caller may read, asked of
 * collaboration as the caller (it owns visibility and membership), one call per hundred projects.
 * The group feed refuses anonymous callers even for public groups (401, reference §6.1).
 */
export async function readableGroupProjects(ctx: SubgraphContext, groupRef: string, options: { anonymous: 'challenge' | 'allow' }): Promise<GroupScope> {
  if (ctx.actor.userId === null && ctx.actor.origin !== 'service' && options.anonymous === 'challenge') throw UnauthenticatedError.create();
  const group = await ctx.runtime.engine.execute<{ group: { id: string } | null }>(GROUP, { ref: groupRef }, ctx.actor, ctx.requestId);
  const groupId = group.data?.group?.id;
  if (!groupId) throw NotFoundError.resource('Group');
  const projectIds: number[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await ctx.runtime.engine.execute<{ groupProjects: { nodes: Array<{ id: string }> } }>(GROUP_PROJECTS, { ref: groupId, page }, ctx.actor, ctx.requestId);
    const nodes = result.data?.groupProjects.nodes ?? [];
    projectIds.push(...nodes.map((node) => Number(node.id)));
    if (nodes.length < 100) break;
  }
  return { groupId: Number(groupId), projectIds };
}

const PROJECT_NAMESPACE = 'query PackagesProjectNamespace($ref: String!) { project(ref: $ref) { id namespace { id } } }';

/** The namespace a project lives in (its package settings apply), asked as the service (the caller was authorized before). */
export async function projectNamespaceId(ctx: SubgraphContext, projectId: number): Promise<number | null> {
  const result = await ctx.runtime.engine.execute<{ project: { namespace: { id: string } } | null }>(PROJECT_NAMESPACE, { ref: String(projectId) }, SERVICE_ACTOR, ctx.requestId);
  const id = result.data?.project?.namespace?.id;
  return id ? Number(id) : null;
}

const PROJECT_EXISTS = 'query PackagesProjectExists($ref: String!) { project(ref: $ref) { id } }';
const GROUP_EXISTS = 'query PackagesGroupExists($ref: String!) { group(ref: $ref) { id } }';

/**
 * The numeric id behind a project or group ref, whoever asks: the service indexes are public and
 * answer for private projects too (GitLab's `project_or_group_without_auth`), 404 only when missing.
 */
export async function feedOwnerId(ctx: SubgraphContext, kind: 'project' | 'group', ref: string): Promise<number> {
  const document = kind === 'project' ? PROJECT_EXISTS : GROUP_EXISTS;
  const result = await ctx.runtime.engine.execute<Record<string, { id: string } | null>>(document, { ref }, SERVICE_ACTOR, ctx.requestId);
  const id = result.data?.[kind]?.id;
  if (!id) throw NotFoundError.resource(kind === 'project' ? 'Project' : 'Group');
  return Number(id);
}
