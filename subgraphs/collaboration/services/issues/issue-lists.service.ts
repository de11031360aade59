import { UnauthenticatedError, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import type { Issue } from '../../entities/issue.entity';
import type { IssuesFilter } from '../../schema/issue.inputs';
import { findReadableGroup, findReadableProject } from '../namespaces/lookup';
import { findIssues } from './issue-finder';

/** GET /projects/:id/issues: every issue of the project the caller may see (no scope by default). */
export async function listProjectIssues(ctx: SubgraphContext, projectRef: string, filter: IssuesFilter, page: PageArgs): Promise<Page<Issue>> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  return findIssues(ctx, filter, page, { project, access });
}

/** GET /groups/:id/issues: the group's and its subgroups' projects, archived ones left out by default. */
export async function listGroupIssues(ctx: SubgraphContext, groupRef: string, filter: IssuesFilter, page: PageArgs): Promise<Page<Issue>> {
  const { group } = await findReadableGroup(ctx, groupRef);
  return findIssues(ctx, filter, page, { group });
}

/**
 * GET /issues: `scope` defaults to `created_by_me`, which needs a signed-in caller; anonymous callers
 * may ask for `scope=all` (public projects' issues), as lib/api/issues.rb `authenticate! unless scope == 'all'`.
 */
export async function listIssues(ctx: SubgraphContext, filter: IssuesFilter, page: PageArgs): Promise<Page<Issue>> {
  const scope = filter.scope ?? 'created_by_me';
  if (ctx.actor.userId === null && scope !== 'all') throw UnauthenticatedError.create();
  return findIssues(ctx, { ...filter, scope }, page, {});
}
