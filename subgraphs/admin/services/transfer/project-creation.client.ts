import { AccessLevel, BadRequestError, DomainError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';

// What an import asks collaboration for, through the gateway as the caller (so collaboration's
// rules decide where the caller may create a project and whether the path is free).

const NAMESPACE = `query AdminImportNamespace($ref: String!) { namespace(ref: $ref) { id kind } }`;
const GROUP_ACCESS = `query AdminImportGroupAccess($ids: [ID!]!) { groupAccess(groupIds: $ids) { accessLevel isAdmin } }`;
const CREATE = `mutation AdminImportCreateProject($input: CreateProjectInput!) { createProject(input: $input, userId: null) { id } }`;

/**
 * `find_namespace!`: the namespace by id or full path, `404 Namespace Not Found` otherwise. A group needs
 * the caller's `import_projects` (Maintainer; Projects::CreateService#deny_namespace: `Namespace is not valid`).
 */
export async function importNamespaceIdOf(ctx: SubgraphContext, ref: string): Promise<string> {
  const result = await ctx.runtime.engine.execute<{ namespace: { id: string; kind: string } | null }>(NAMESPACE, { ref }, ctx.actor, ctx.requestId);
  const namespace = result.data?.namespace;
  if (namespace) {
    if (namespace.kind === 'group' && !(await maintainsGroup(ctx, namespace.id))) throw BadRequestError.message('Namespace is not valid');
    return namespace.id;
  }
  if (!result.errors?.length || result.errors[0].extensions?.code === 'NOT_FOUND') throw NotFoundError.resource('Namespace');
  throw rethrown(result.errors[0]);
}

async function maintainsGroup(ctx: SubgraphContext, groupId: string): Promise<boolean> {
  const result = await ctx.runtime.engine.execute<{ groupAccess: Array<{ accessLevel: number; isAdmin: boolean }> }>(
    GROUP_ACCESS, { ids: [groupId] }, ctx.actor, ctx.requestId);
  const grant = result.data?.groupAccess?.[0];
  return !!grant && (grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER);
}

export interface NewImportedProject {
  path: string;
  name: string;
  namespaceId: string | null;
  description?: string | null;
  visibility?: string | null;
}

/**
 * Projects::GitlabProjectsImportService creates the project first; its validation errors answer 400
 * with the first full message (`render_api_error!(project.errors.full_messages.first, 400)`).
 */
export async function createImportedProject(ctx: SubgraphContext, project: NewImportedProject): Promise<number> {
  const input = Object.fromEntries(Object.entries(project).filter(([, v]) => v !== undefined && v !== null));
  const result = await ctx.runtime.engine.execute<{ createProject: { id: string } | null }>(CREATE, { input }, ctx.actor, ctx.requestId);
  const id = result.data?.createProject?.id;
  if (id) return Number(id);
  const error = result.errors?.[0];
  if (error?.extensions?.code === 'VALIDATION_FAILED') throw BadRequestError.message(firstFullMessage(error.extensions.body as { message: unknown }));
  throw rethrown(error);
}

/** ActiveModel's `full_messages.first`: `{"path":["has already been taken"]}` → `Path has already been taken`. */
export function firstFullMessage(body: { message: unknown }): string {
  const fields = body.message;
  if (typeof fields === 'string') return fields;
  const [field, messages] = Object.entries(fields as Record<string, string[]>)[0] ?? ['base', ['is invalid']];
  const message = Array.isArray(messages) ? messages[0] : String(messages);
  if (field === 'base') return message;
  const label = field.replace(/_/g, ' ');
  return `${label.charAt(0).toUpperCase()}${label.slice(1)} ${message}`;
}

function rethrown(error: { message: string; extensions?: Record<string, any> } | undefined): Error {
  if (error?.extensions?.code && error.extensions.body) return new DomainError(error.extensions.code, error.message, error.extensions.body);
  return new Error(`collaboration unavailable: ${error?.message}`);
}
