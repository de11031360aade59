import { presentCustomAttribute } from './custom-attribute.presenter';

const USER_BASIC_SELECTION = 'id username name state locked avatarUrl webUrl';

/**
 * The GraphQL selection the presenters below rely on. `customAttributes` is selected per route
 * (`@include(if: $withCustomAttributes)`), since `with_custom_attributes` is a request option.
 */
export const USER_FIELDS = `
  fragment UserFields on User {
    ${USER_BASIC_SELECTION} createdAt canReadProfile bio bot location publicEmail skype linkedin twitter discord
    websiteUrl organization jobTitle pronouns followers following isFollowed localTime privateProfile
    privateDetails {
      email isAdmin lastSignInAt confirmedAt lastActivityOn themeId colorSchemeId projectsLimit currentSignInAt
      identities { provider externUid samlProviderId } canCreateGroup canCreateProject twoFactorEnabled external
      commitEmail namespaceId note createdBy { ${USER_BASIC_SELECTION} } currentSignInIp lastSignInIp
      emailResetOfferedAt signInCount highestRole usingLicenseSeat sharedRunnersMinutesLimit extraSharedRunnersMinutesLimit
    }
  }`;

type UserNode = Record<string, any> & { privateDetails?: Record<string, any> | null };

/** Entities::UserBasic: the user reference embedded in issues, MRs, members and lists. */
export function presentUserBasic(user: UserNode) {
  return {
    id: Number(user.id),
    username: user.username,
    name: user.name,
    state: user.state,
    locked: user.locked,
    avatar_url: user.avatarUrl,
    // Only with `with_custom_attributes` for administrators (the field resolves to null otherwise).
    ...(Array.isArray(user.customAttributes) ? { custom_attributes: user.customAttributes.map(presentCustomAttribute) } : {}),
    web_url: user.webUrl,
  };
}

/**
 * Entities::User: what signed-in callers see of a user. A private profile hides `created_at`,
 * `followers`, `following` and `is_followed` from others (`read_user_profile`).
 */
export function presentUser(user: UserNode) {
  const profile = user.canReadProfile !== false;
  return {
    ...presentUserBasic(user),
    ...(profile ? { created_at: user.createdAt } : {}),
    bio: user.bio,
    location: user.location,
    public_email: user.publicEmail || null,
    skype: user.skype,
    linkedin: user.linkedin,
    twitter: user.twitter,
    discord: user.discord,
    website_url: user.websiteUrl,
    organization: user.organization,
    job_title: user.jobTitle,
    pronouns: user.pronouns,
    bot: user.bot,
    work_information: workInformation(user),
    ...(profile ? { followers: user.followers, following: user.following } : {}),
    // Only for a signed-in caller who may read the profile (null otherwise).
    ...(user.isFollowed === null || user.isFollowed === undefined ? {} : { is_followed: user.isFollowed }),
    local_time: user.localTime ?? null,
  };
}

/** Entities::UserPublic (+ EE::API::Entities::UserPublic): the caller's own record (`GET /user`). */
export function presentUserPublic(user: UserNode) {
  const d = user.privateDetails ?? {};
  return {
    ...presentUser(user),
    last_sign_in_at: d.lastSignInAt ?? null,
    confirmed_at: d.confirmedAt ?? null,
    last_activity_on: d.lastActivityOn ?? null,
    email: d.email,
    theme_id: d.themeId,
    color_scheme_id: d.colorSchemeId,
    projects_limit: d.projectsLimit,
    current_sign_in_at: d.currentSignInAt ?? null,
    identities: (d.identities ?? []).map((i: any) => ({ provider: i.provider, extern_uid: i.externUid, saml_provider_id: i.samlProviderId ?? null })),
    can_create_group: d.canCreateGroup,
    can_create_project: d.canCreateProject,
    two_factor_enabled: d.twoFactorEnabled,
    external: d.external,
    private_profile: user.privateProfile,
    commit_email: d.commitEmail,
    shared_runners_minutes_limit: d.sharedRunnersMinutesLimit ?? null,
    extra_shared_runners_minutes_limit: d.extraSharedRunnersMinutesLimit ?? null,
    scim_identities: [],
  };
}

/**
 * Entities::UserWithAdmin (+ EE): what administrators see in lists, on create/update and on `GET /user`.
 * `is_auditor` and `provisioned_by_group_id` need a license feature and are left out, as GitLab does.
 */
export function presentUserWithAdmin(user: UserNode) {
  const d = user.privateDetails ?? {};
  return {
    ...presentUserPublic(user),
    is_admin: d.isAdmin,
    note: d.note ?? null,
    namespace_id: d.namespaceId === null || d.namespaceId === undefined ? null : Number(d.namespaceId),
    created_by: d.createdBy ? presentUserBasic(d.createdBy) : null,
    email_reset_offered_at: d.emailResetOfferedAt ?? null,
    using_license_seat: d.usingLicenseSeat ?? false,
  };
}

/** Entities::UserDetailsWithAdmin: an administrator's `GET /users/:id`. */
export function presentUserDetailsWithAdmin(user: UserNode) {
  const d = user.privateDetails ?? {};
  return {
    ...presentUserWithAdmin(user),
    highest_role: d.highestRole ?? 0,
    current_sign_in_ip: d.currentSignInIp ?? null,
    last_sign_in_ip: d.lastSignInIp ?? null,
    sign_in_count: d.signInCount ?? 0,
  };
}

/** UsersHelper#work_information: "Job title at Organization", either part alone, or null. */
function workInformation(user: UserNode): string | null {
  const parts = [user.jobTitle, user.organization].filter((part) => part);
  if (!parts.length) return null;
  return parts.length === 2 ? `${user.jobTitle} at ${user.organization}` : parts[0];
}
