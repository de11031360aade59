import { NotFoundError, requireAdmin, type SubgraphContext } from '@forgegraph/platform';
import { projectIdOf } from '../domains/collaboration.client';
import { loadSnippet } from './snippet-store';

export interface UserAgentDetail {
  userAgent: string;
  ipAddress: string;
  akismetSubmitted: boolean;
}

/**
 * GET …/user_agent_detail, administrators only: `Snippet.find_by_id!` (GitLab's bare `404 Not found`
 * for a missing snippet, or one of another project), then `404 UserAgentDetail Not Found` without a detail.
 */
export async function snippetUserAgentDetail(ctx: SubgraphContext, id: number, projectRef: string | null): Promise<UserAgentDetail> {
  requireAdmin(ctx.actor);
  const snippet = await loadSnippet(ctx, id);
  const projectId = projectRef ? await projectIdOf(ctx, projectRef) : undefined;
  if (!snippet || (projectId !== undefined && snippet.projectId !== projectId)) throw NotFoundError.record();
  if (!snippet.userAgent || !snippet.ipAddress) throw NotFoundError.resource('UserAgentDetail');
  return { userAgent: snippet.userAgent, ipAddress: snippet.ipAddress, akismetSubmitted: false };
}
