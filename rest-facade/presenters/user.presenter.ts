import type { CustomAttributeFields, UserBasicFields, UserFields } from '../operations/fragments/user';
import { presentCustomAttribute } from './custom-attribute.presenter';

/** Lists and single reads add `customAttributes` to the fragments when asked for (`with_custom_attributes`). */
type WithCustomAttributes = { customAttributes?: Array<CustomAttributeFields> | null };
type UserBasic = UserBasicFields & WithCustomAttributes;
type User = UserFields & WithCustomAttributes;
type Json = Record<string, unknown>;

// Each presenter below extends the one before it. They write into one object, key by key in GitLab's
// order, instead of spreading the smaller entity into a new one at every level (a 20-user admin page
// built and copied about 80 objects of up to 55 keys).

/** Entities::UserBasic: the user reference embedded in issues, MRs, members and lists. */
export function presentUserBasic(user: UserBasic): Json {
  return writeUserBasic({}, user);
}

/**
 * Entities::User: what signed-in callers see of a user. A private profile hides `created_at`,
 * `followers`, `following` and `is_followed` from others (`read_user_profile`).
 */
export function presentUser(user: User): Json {
  return writeUser({}, user);
}

/** Entities::UserPublic (+ EE::API::Entities::UserPublic): the caller's own record (`GET /user`). */
export function presentUserPublic(user: User): Json {
  return writeUserPublic({}, user);
}

/**
 * Entities::UserWithAdmin (+ EE): what administrators see in lists, on create/update and on `GET /user`.
 * `is_auditor` and `provisioned_by_group_id` need a license feature and are left out, as GitLab does.
 */
export function presentUserWithAdmin(user: User): Json {
  return writeUserWithAdmin({}, user);
}

/** Entities::UserDetailsWithAdmin: an administrator's `GET /users/:id`. */
export function presentUserDetailsWithAdmin(user: User): Json {
  const out = writeUserWithAdmin({}, user);
  const d = user.privateDetails;
  out.highest_role = d?.highestRole ?? 0;
  out.current_sign_in_ip = d?.currentSignInIp ?? null;
  out.last_sign_in_ip = d?.lastSignInIp ?? null;
  out.sign_in_count = d?.signInCount ?? 0;
  return out;
}

function writeUserBasic(out: Json, user: UserBasic): Json {
  out.id = Number(user.id);
  out.username = user.username;
  out.name = user.name;
  out.state = user.state;
  out.locked = user.locked;
  out.avatar_url = user.avatarUrl;
  // Only with `with_custom_attributes` for administrators (the field resolves to null otherwise).
  if (Array.isArray(user.customAttributes)) out.custom_attributes = user.customAttributes.map(presentCustomAttribute);
  out.web_url = user.webUrl;
  return out;
}

function writeUser(out: Json, user: User): Json {
  const profile = user.canReadProfile !== false;
  writeUserBasic(out, user);
  if (profile) out.created_at = user.createdAt;
  out.bio = user.bio;
  out.location = user.location;
  out.public_email = user.publicEmail || null;
  out.skype = user.skype;
  out.linkedin = user.linkedin;
  out.twitter = user.twitter;
  out.discord = user.discord;
  out.website_url = user.websiteUrl;
  out.organization = user.organization;
  out.job_title = user.jobTitle;
  out.pronouns = user.pronouns;
  out.bot = user.bot;
  out.work_information = workInformation(user);
  if (profile) {
    out.followers = user.followers;
    out.following = user.following;
  }
  // Only for a signed-in caller who may read the profile (null otherwise).
  if (user.isFollowed !== null && user.isFollowed !== undefined) out.is_followed = user.isFollowed;
  out.local_time = user.localTime ?? null;
  return out;
}

function writeUserPublic(out: Json, user: User): Json {
  const d = user.privateDetails;
  writeUser(out, user);
  out.last_sign_in_at = d?.lastSignInAt ?? null;
  out.confirmed_at = d?.confirmedAt ?? null;
  out.last_activity_on = d?.lastActivityOn ?? null;
  out.email = d?.email;
  out.theme_id = d?.themeId;
  out.color_scheme_id = d?.colorSchemeId;
  out.projects_limit = d?.projectsLimit;
  out.current_sign_in_at = d?.currentSignInAt ?? null;
  out.identities = (d?.identities ?? []).map((i) => ({ provider: i.provider, extern_uid: i.externUid, saml_provider_id: i.samlProviderId ?? null }));
  out.can_create_group = d?.canCreateGroup;
  out.can_create_project = d?.canCreateProject;
  out.two_factor_enabled = d?.twoFactorEnabled;
  out.external = d?.external;
  out.private_profile = user.privateProfile;
  out.commit_email = d?.commitEmail;
  out.shared_runners_minutes_limit = d?.sharedRunnersMinutesLimit ?? null;
  out.extra_shared_runners_minutes_limit = d?.extraSharedRunnersMinutesLimit ?? null;
  out.scim_identities = [];
  return out;
}

function writeUserWithAdmin(out: Json, user: User): Json {
  const d = user.privateDetails;
  writeUserPublic(out, user);
  out.is_admin = d?.isAdmin;
  out.note = d?.note ?? null;
  out.namespace_id = d?.namespaceId != null ? Number(d.namespaceId) : null;
  out.created_by = d?.createdBy ? presentUserBasic(d.createdBy) : null;
  out.email_reset_offered_at = d?.emailResetOfferedAt ?? null;
  out.using_license_seat = d?.usingLicenseSeat ?? false;
  return out;
}

/** UsersHelper#work_information: "Job title at Organization", either part alone, or null. */
function workInformation(user: User): string | null {
  const parts = [user.jobTitle, user.organization].filter((part) => part);
  if (!parts.length) return null;
  return parts.length === 2 ? `${user.jobTitle} at ${user.organization}` : parts[0];
}
