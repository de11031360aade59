import { AccessLevel, ForbiddenError, requireUser, type SubgraphContext } from '@forgegraph/platform';
import type { VariableOwnerKind } from '../../entities/ci-variable.entity';
import type { CiVariableOwnerInput } from '../../schema/variable.inputs';
import { requireExistingProjectLevel } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { groupGrantLoader, readableGroupOf } from '../domains/groups.client';

export interface VariableOwner {
  kind: VariableOwnerKind;
  id: number;
}

/**
 * Who may manage whose variables: project ones need `admin_build` (Maintainers), group ones
 * `admin_cicd_variables` (Owners), instance ones an administrator. Unreadable projects and groups
 * answer 404, too low a role 403.
 */
export async function manageableOwner(ctx: SubgraphContext, input: CiVariableOwnerInput): Promise<VariableOwner> {
  requireUser(ctx.actor);
  if (input.kind === 'project') {
    const projectId = await projectIdOf(ctx, input.ref ?? '');
    await requireExistingProjectLevel(ctx, projectId, AccessLevel.MAINTAINER);
    return { kind: 'project', id: projectId };
  }
  if (input.kind === 'group') {
    const group = await readableGroupOf(ctx, input.ref ?? '');
    const grant = await groupGrantLoader(ctx).load(group.id);
    if (!grant.isAdmin && grant.accessLevel < AccessLevel.OWNER) throw ForbiddenError.create();
    return { kind: 'group', id: group.id };
  }
  if (!ctx.actor.isAdmin) throw ForbiddenError.create();
  return { kind: 'instance', id: 0 };
}
