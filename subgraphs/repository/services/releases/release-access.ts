import { AccessLevel, ForbiddenError, NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { canReadCode } from '../access/code-access';
import { grantLoader, type ProjectGrant } from '../domains/collaboration.client';
import { canCreateTag, protectedTagRulesLoader } from '../refs/protected-tag-rules';

/** What the caller may do with a project's releases (ProjectPolicy and ReleasePolicy). */
export interface ReleaseAccess {
  grant: ProjectGrant;
  canDownloadCode: boolean;
  /** `create_release` / `update_release` / `destroy_release` for one tag: Developer, and the tag's protection lets them create it. */
  canWrite: (tag: string) => boolean;
}

/** `read_release`: whoever sees the project (Guests included); `404 Project Not Found` otherwise. */
export async function releaseAccess(ctx: SubgraphContext, projectId: number): Promise<ReleaseAccess> {
  const [grant, tagRules] = await Promise.all([grantLoader(ctx).load(projectId), protectedTagRulesLoader(ctx).load(projectId)]);
  if (!grant.canRead) throw NotFoundError.resource('Project');
  const isDeveloper = ctx.actor.origin === 'service' || grant.isAdmin || (ctx.actor.userId !== null && grant.accessLevel >= AccessLevel.DEVELOPER);
  return {
    grant,
    canDownloadCode: canReadCode(grant),
    canWrite: (tag) => isDeveloper && canCreateTag(ctx, tagRules, grant, tag),
  };
}

/** GitLab's `authorize_read_code!` on single-release reads: 403 for Guests of a private project. */
export function requireDownloadCode(access: ReleaseAccess): void {
  if (!access.canDownloadCode) throw ForbiddenError.create();
}

/** `{"message":"Access Denied"}` with 403: the release services' own refusal. */
export function accessDenied(): ForbiddenError {
  return new ForbiddenError('FORBIDDEN', 'Access Denied', { message: 'Access Denied' });
}
