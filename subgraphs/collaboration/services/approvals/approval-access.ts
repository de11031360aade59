import { ForbiddenError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import { canProject } from '../access/access.service';
import { canCreateMergeRequest } from '../access/merge-request-access';
import { findReadableProject, type ReadableProject } from '../namespaces/lookup';

/**
 * ee/lib/api/helpers/project_approval_rules_helpers.rb: approval settings and rules are read by
 * Maintainers and by anyone who may open merge requests in the project (`create_merge_request_in`),
 * and changed by Maintainers (`admin_project` + `modify_approvers_rules`). Unreadable projects are 404,
 * readable ones without the ability 403; every approval endpoint needs a signed-in caller.
 */
export async function projectForApprovalRead(ctx: SubgraphContext, ref: string): Promise<ReadableProject> {
  requireUser(ctx.actor);
  const readable = await findReadableProject(ctx, ref);
  const { access, project } = readable;
  if (!canProject(access, 'admin_project', project) && !canCreateMergeRequest(access, project, ctx.actor)) throw ForbiddenError.create();
  return readable;
}

export async function projectForApprovalAdmin(ctx: SubgraphContext, ref: string): Promise<ReadableProject> {
  requireUser(ctx.actor);
  const readable = await findReadableProject(ctx, ref);
  if (!canProject(readable.access, 'admin_project', readable.project)) throw ForbiddenError.create();
  return readable;
}
