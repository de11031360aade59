import { NotFoundError, parseRecordId, type SubgraphContext } from '@forgegraph/platform';
import { MergeRequest } from '../../entities/merge-request.entity';
import type { Project } from '../../entities/project.entity';
import type { ProjectAccess } from '../access/access.service';
import { canReadMergeRequests } from '../access/merge-request-access';
import { findReadableProject } from '../namespaces/lookup';

export interface ReadableMergeRequest {
  mr: MergeRequest;
  project: Project;
  access: ProjectAccess;
}

/**
 * GitLab's find_merge_request_with_access: a merge request of a project the caller reads, by iid. A
 * missing one, one the caller may not see and a bad iid are the same `404 Not found`.
 */
export async function findReadableMergeRequest(ctx: SubgraphContext, projectRef: string, iid: number): Promise<ReadableMergeRequest> {
  const { project, access } = await findReadableProject(ctx, projectRef);
  const mr = parseRecordId(iid) && canReadMergeRequests(access, project) ? await ctx.em.findOne(MergeRequest, { projectId: project.id, iid }) : null;
  if (!mr) throw NotFoundError.record();
  return { mr, project, access };
}
