import { createHash } from 'node:crypto';
import type { Actor } from '@forgegraph/platform';
import type { User } from '../../entities/user.entity';
import { UserPrivateDetails } from '../../entities/user-private-details';
import { commitEmailOf } from './user-attributes';

export function userWebUrl(externalUrl: string, user: User): string {
  return `${externalUrl}/${user.username}`;
}

/**
 * An uploaded avatar at GitLab's upload URL (served by the facade from the object store); else
 * Gravatar, as GitLab serves it when `gravatar_enabled` (the default).
 */
export function userAvatarUrl(user: User, gravatarEnabled: boolean, externalUrl: string): string | null {
  if (user.avatar) return `${externalUrl}/uploads/-/system/user/avatar/${user.id}/${encodeURIComponent(user.avatar)}`;
  if (!gravatarEnabled) return null;
  const hash = createHash('sha256').update(user.email.trim().toLowerCase()).digest('hex');
  return `https://www.gravatar.com/avatar/${hash}?s=80&d=identicon`;
}

export function privateDetailsOf(user: User, actor: Actor, externalUrl: string): UserPrivateDetails {
  const adminView = actor.isAdmin;
  return Object.assign(new UserPrivateDetails(), {
    email: user.email,
    isAdmin: user.admin,
    lastSignInAt: user.lastSignInAt,
    confirmedAt: user.confirmedAt,
    lastActivityOn: user.lastActivityOn,
    themeId: user.themeId,
    colorSchemeId: user.colorSchemeId,
    projectsLimit: user.projectsLimit,
    currentSignInAt: user.currentSignInAt,
    userId: user.id,
    canCreateGroup: user.canCreateGroup,
    canCreateProject: user.projectsLimit > 0 && !user.external,
    twoFactorEnabled: user.twoFactorEnabled,
    external: user.external,
    commitEmail: commitEmailOf(user, externalUrl),
    namespaceId: user.namespaceId === null ? null : String(user.namespaceId),
    note: adminView ? user.note : null,
    createdById: adminView && user.createdById !== null ? String(user.createdById) : null,
    currentSignInIp: adminView ? user.currentSignInIp : null,
    lastSignInIp: adminView ? user.lastSignInIp : null,
    emailResetOfferedAt: adminView ? user.emailResetOfferedAt : null,
    signInCount: adminView ? user.signInCount : 0,
    highestRole: 0,
    usingLicenseSeat: false,
    sharedRunnersMinutesLimit: null,
    extraSharedRunnersMinutesLimit: null,
  });
}
