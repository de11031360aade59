import { AccessLevel, ForbiddenError, NotFoundError, SERVICE_ACTOR, UnauthenticatedError, type ProjectGrant, type SubgraphContext } from '@forgegraph/platform';
import type { Snippet } from '../../entities/snippet.entity';
import { grantLoader } from '../domains/collaboration.client';

// GitLab's PersonalSnippetPolicy and ProjectSnippetPolicy, with the project half asked of
// collaboration (the access authority) through the request's batched grant loader.

const FEATURES_QUERY = `query SnippetProjectFeatures($ref: String!) { project(ref: $ref) { features { snippets } } }`;

/** The project's snippets feature level (`disabled`, `private`, `enabled`, `public`), once per request and project. */
function snippetsFeatureLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, string>('repository.snippetsFeature', (ids) => Promise.all(ids.map(async (id) => {
    const result = await ctx.runtime.engine.execute<{ project: { features: { snippets: string } } | null }>(FEATURES_QUERY, { ref: String(id) }, SERVICE_ACTOR, ctx.requestId);
    return result.data?.project?.features.snippets ?? 'disabled';
  })));
}

export function isMember(grant: ProjectGrant): boolean {
  return grant.isAdmin || grant.accessLevel >= AccessLevel.GUEST;
}

/**
 * `user_project` then `check_snippets_enabled` (lib/api/project_snippets.rb): a project the caller
 * may not see answers 404, a disabled (or members-only, for a non-member) snippets feature 403.
 */
export async function requireProjectSnippets(ctx: SubgraphContext, projectId: number): Promise<ProjectGrant> {
  const grant = await grantLoader(ctx).load(projectId);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  const feature = await snippetsFeatureLoader(ctx).load(projectId);
  if (feature === 'disabled' || (feature === 'private' && !isMember(grant))) throw ForbiddenError.create();
  return grant;
}

/** Snippet visibility as PersonalSnippetPolicy / ProjectSnippetPolicy read it (project access checked by the caller). */
export function canSeeVisibility(ctx: SubgraphContext, snippet: Snippet, grant: ProjectGrant | null): boolean {
  const { userId, isAdmin } = ctx.actor;
  if (isAdmin || (snippet.projectId === null && snippet.authorId === userId)) return true;
  if (snippet.visibility === 'public') return true;
  if (snippet.visibility === 'internal') return userId !== null;
  return grant !== null && isMember(grant);
}

/** Read access to any snippet (GET /snippets/:id finds project snippets too); false hides it as 404. */
export async function canReadSnippet(ctx: SubgraphContext, snippet: Snippet): Promise<boolean> {
  if (snippet.projectId === null) return canSeeVisibility(ctx, snippet, null);
  try {
    const grant = await requireProjectSnippets(ctx, snippet.projectId);
    return canSeeVisibility(ctx, snippet, grant);
  } catch {
    return false;
  }
}

/** `authorize! :create_snippet, user_project`: Reporter and above. */
export async function requireCreateProjectSnippet(ctx: SubgraphContext, projectId: number): Promise<void> {
  requireSignedIn(ctx);
  const grant = await requireProjectSnippets(ctx, projectId);
  if (!grant.isAdmin && grant.accessLevel < AccessLevel.REPORTER) throw ForbiddenError.create();
}

/** `update_snippet` / `admin_snippet` on a project snippet: its author (still a member), Maintainers and administrators. */
export function canAdminProjectSnippet(ctx: SubgraphContext, snippet: Snippet, grant: ProjectGrant): boolean {
  if (grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER) return true;
  return snippet.authorId === ctx.actor.userId && isMember(grant);
}

export function requireSignedIn(ctx: SubgraphContext): asserts ctx is SubgraphContext & { actor: { userId: number } } {
  if (ctx.actor.userId === null) throw UnauthenticatedError.create();
}
