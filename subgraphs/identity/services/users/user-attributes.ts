import type { ApplicationSettings } from '@forgegraph/platform';
import type { User } from '../../entities/user.entity';
import type { UserAttributesInput } from '../../schema/user.inputs';
import { PRIVATE_COMMIT_EMAIL, type UserAttributes } from './user-rules';

/** Text columns stored as '' when unset (GitLab's user_details defaults). */
const EMPTY_TEXT = ['skype', 'linkedin', 'twitter', 'discord', 'websiteUrl', 'organization', 'jobTitle', 'bio', 'publicEmail'] as const;
const NULLABLE_TEXT = ['location', 'pronouns', 'note'] as const;

/** The instance defaults new and "un-externalled" users get (ApplicationSetting, gitlab.yml). */
export interface UserDefaults {
  projectsLimit: number;
  canCreateGroup: boolean;
  external: boolean;
  privateProfile: boolean;
  themeId: number;
  colorSchemeId: number;
}

export function userDefaults(settings: ApplicationSettings): UserDefaults {
  return {
    projectsLimit: settings.default_projects_limit ?? 100000,
    canCreateGroup: settings.can_create_group ?? true,
    external: settings.user_default_external ?? false,
    privateProfile: settings.user_defaults_to_private_profile ?? false,
    themeId: settings.default_theme ?? 3,
    colorSchemeId: 1,
  };
}

/**
 * Applies the given profile fields to `user`. Absent (`undefined`) fields are left alone; `null`
 * clears a field, falling back to the instance default where the column cannot be empty.
 */
export function applyProfile(user: User, input: UserAttributesInput, defaults: UserDefaults): void {
  for (const field of EMPTY_TEXT) {
    if (input[field] !== undefined) user[field] = input[field] ?? '';
  }
  for (const field of NULLABLE_TEXT) {
    if (input[field] !== undefined) user[field] = input[field] ?? null;
  }
  if (input.commitEmail !== undefined) user.commitEmail = input.commitEmail || null;
  // projects_limit keeps an explicit null so validation answers "can't be blank", as GitLab does.
  if (input.projectsLimit !== undefined) user.projectsLimit = input.projectsLimit as number;
  if (input.admin !== undefined) user.admin = input.admin ?? false;
  if (input.canCreateGroup !== undefined) user.canCreateGroup = input.canCreateGroup ?? defaults.canCreateGroup;
  if (input.external !== undefined) user.external = input.external ?? false;
  if (input.privateProfile !== undefined) user.privateProfile = input.privateProfile ?? defaults.privateProfile;
  if (input.themeId !== undefined) user.themeId = input.themeId ?? defaults.themeId;
  if (input.colorSchemeId !== undefined) user.colorSchemeId = input.colorSchemeId ?? defaults.colorSchemeId;
  if (input.viewDiffsFileByFile !== undefined) user.viewDiffsFileByFile = input.viewDiffsFileByFile ?? false;
}

/**
 * User#ensure_user_rights_and_limits (on create, and when `external` changes): external users may
 * not create groups or projects; becoming internal restores the defaults unless set in the same save.
 */
export function ensureRightsAndLimits(user: User, input: UserAttributesInput, defaults: UserDefaults): void {
  if (user.external) {
    user.canCreateGroup = false;
    user.projectsLimit = 0;
    return;
  }
  if (input.canCreateGroup === undefined) user.canCreateGroup = defaults.canCreateGroup;
  if (input.projectsLimit === undefined) user.projectsLimit = defaults.projectsLimit;
}

/** What `validateUser` checks: the user as it would be saved, with a pending e-mail in place of the current one. */
export function attributesOf(user: User, pendingEmail?: string): UserAttributes {
  return { ...user, email: pendingEmail ?? user.email, projectsLimit: user.projectsLimit ?? null };
}

/** Gitlab::PrivateCommitEmail.for_user: `<id>-<username>@users.noreply.<host>`. */
export function privateCommitEmail(user: Pick<User, 'id' | 'username'>, externalUrl: string): string {
  return `${user.id}-${user.username}@users.noreply.${new URL(externalUrl).hostname}`.toLowerCase();
}

/** The addresses a user verifiably owns: the primary one once confirmed, and the private commit e-mail. */
export function verifiedEmailsOf(user: User, externalUrl: string): string[] {
  const emails = user.id ? [privateCommitEmail(user, externalUrl)] : [];
  if (user.confirmedAt) emails.push(user.email);
  return emails;
}

/** `commit_email_or_default`: the chosen commit e-mail, the private one for `_private`, else the primary. */
export function commitEmailOf(user: User, externalUrl: string): string {
  if (user.commitEmail === PRIVATE_COMMIT_EMAIL) return privateCommitEmail(user, externalUrl);
  return user.commitEmail || user.email;
}
