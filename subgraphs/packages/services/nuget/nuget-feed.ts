import { BadRequestError, type SubgraphContext } from '@forgegraph/platform';
import { requirePackageAccess } from '../access/package-access';
import { feedOwnerId, readableGroupProjects } from '../access/group-projects';

/** Which feed a request reads: a project's (`/projects/:id/packages/nuget`) or a group's (`/groups/:id/-/packages/nuget`). */
export interface FeedRef {
  projectRef?: string | null;
  groupRef?: string | null;
}

function kindOf(feed: FeedRef): { kind: 'project' | 'group'; ref: string } {
  if (feed.projectRef && !feed.groupRef) return { kind: 'project', ref: feed.projectRef };
  if (feed.groupRef && !feed.projectRef) return { kind: 'group', ref: feed.groupRef };
  throw BadRequestError.param('projectRef, groupRef are mutually exclusive');
}

/**
 * The projects whose packages the feed serves to the caller: the project (read_package), or the
 * readable projects of the group and its subgroups. Anonymous callers who may not read get 401, so
 * the edge can send the Basic challenge.
 */
export async function feedProjectIds(ctx: SubgraphContext, feed: FeedRef): Promise<number[]> {
  const { kind, ref } = kindOf(feed);
  if (kind === 'project') return [await requirePackageAccess(ctx, ref, 'read', { challenge: true })];
  return (await readableGroupProjects(ctx, ref, { anonymous: 'challenge' })).projectIds;
}

/** The numeric id the service indexes put in their URLs (public; 404 only for a missing project or group). */
export function feedOwner(ctx: SubgraphContext, feed: FeedRef): Promise<number> {
  const { kind, ref } = kindOf(feed);
  return feedOwnerId(ctx, kind, ref);
}
