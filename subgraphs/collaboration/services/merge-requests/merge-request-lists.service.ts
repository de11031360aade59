import { UnauthenticatedError, type Page, type PageArgs, type SubgraphContext } from '@forgegraph/platform';
import type { MergeRequest } from '../../entities/merge-request.entity';
import type { MergeRequestsFilter } from '../../schema/merge-request.inputs';
import { findReadableGroup, findReadableProject } from '../namespaces/lookup';
import { findMergeRequests } from './merge-request-finder';

/** GET /projects/:id/merge_requests: every merge request of the project the caller may see. */
export async function listProjectMergeRequests(ctx: SubgraphContext, projectRef: string, filter: MergeRequestsFilter, page: PageArgs): Promise<Page<MergeRequest>> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  return findMergeRequests(ctx, filter, page, { project, access });
}

/** GET /groups/:id/merge_requests: the group's and its subgroups' projects. */
export async function listGroupMergeRequests(ctx: SubgraphContext, groupRef: string, filter: MergeRequestsFilter, page: PageArgs): Promise<Page<MergeRequest>> {
  const { group } = await findReadableGroup(ctx, groupRef);
  return findMergeRequests(ctx, filter, page, { group });
}

/** GET /merge_requests: `scope` defaults to `created_by_me`; anonymous callers may ask for `scope=all` only. */
export async function listMergeRequests(ctx: SubgraphContext, filter: MergeRequestsFilter, page: PageArgs): Promise<Page<MergeRequest>> {
  const scope = filter.scope ?? 'created_by_me';
  if (ctx.actor.userId === null && scope !== 'all') throw UnauthenticatedError.create();
  return findMergeRequests(ctx, { ...filter, scope }, page, {});
}
