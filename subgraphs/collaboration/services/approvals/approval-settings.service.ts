import { ValidationFailedError, type SubgraphContext } from '@forgegraph/platform';
import { ProjectApprovalSettings } from '../../entities/project-approval-settings.entity';
import type { UpdateApprovalSettingsInput } from '../../schema/approval.inputs';
import { projectForApprovalAdmin, projectForApprovalRead } from './approval-access';
import { approvalSettingsLoader } from './approval-loaders';

/** GET /projects/:id/approvals (ee/lib/api/project_approvals.rb). */
export async function readApprovalSettings(ctx: SubgraphContext, projectRef: string): Promise<ProjectApprovalSettings> {
  const { project } = await projectForApprovalRead(ctx, projectRef);
  return approvalSettingsLoader(ctx).load(project.id);
}

/**
 * POST /projects/:id/approvals: only the given settings change. MergeRequest::ApprovalRemovalSettings:
 * selective code owner removals need approvals that survive a push (`reset_approvals_on_push` off).
 */
export async function updateApprovalSettings(ctx: SubgraphContext, projectRef: string, input: UpdateApprovalSettingsInput): Promise<ProjectApprovalSettings> {
  const { project } = await projectForApprovalAdmin(ctx, projectRef);
  const settings = (await ctx.em.findOne(ProjectApprovalSettings, { projectId: project.id })) ?? new ProjectApprovalSettings(project.id);
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== null));
  const selective = (changes.selectiveCodeOwnerRemovals as boolean | undefined) ?? settings.selectiveCodeOwnerRemovals;
  const reset = (changes.resetApprovalsOnPush as boolean | undefined) ?? settings.resetApprovalsOnPush;
  if (selective && reset) {
    throw ValidationFailedError.fields({ base: ['selective_code_owner_removals can only be enabled when reset_approvals_on_push is disabled'] });
  }
  Object.assign(settings, changes);
  await ctx.em.persist(settings).flush();
  approvalSettingsLoader(ctx).clear(project.id);
  return settings;
}
