import type { RouteContext } from '../routes/route';

/** The GraphQL selection every user presenter below relies on. */
export const USER_FIELDS = `
  fragment UserFields on User {
    id username name state locked avatarUrl webUrl createdAt bio bot location publicEmail skype linkedin
    twitter discord websiteUrl organization jobTitle pronouns followers following privateProfile
    privateDetails {
      email isAdmin lastSignInAt confirmedAt lastActivityOn themeId colorSchemeId projectsLimit currentSignInAt
      identities { provider externUid samlProviderId } canCreateGroup canCreateProject twoFactorEnabled external
      commitEmail namespaceId note createdById currentSignInIp lastSignInIp emailResetOfferedAt
    }
  }`;

type UserNode = Record<string, any> & { privateDetails: Record<string, any> | null };

/** UserBasic: the user reference embedded in issues, MRs, members... */
export function presentUserBasic(user: UserNode) {
  return {
    id: Number(user.id),
    username: user.username,
    name: user.name,
    state: user.state,
    locked: user.locked,
    avatar_url: user.avatarUrl,
    web_url: user.webUrl,
  };
}

/** Entities::User: what signed-in callers see of another user. */
export function presentUser(user: UserNode) {
  return {
    ...presentUserBasic(user),
    created_at: user.createdAt,
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
    followers: user.followers,
    following: user.following,
    is_followed: false,
    local_time: null,
  };
}

/** Entities::UserPublic: the caller's own record (`GET /user`). */
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
    identities: (d.identities ?? []).map((i: any) => ({ provider: i.provider, extern_uid: i.externUid, saml_provider_id: i.samlProviderId })),
    can_create_group: d.canCreateGroup,
    can_create_project: d.canCreateProject,
    two_factor_enabled: d.twoFactorEnabled,
    external: d.external,
    private_profile: user.privateProfile,
    commit_email: d.commitEmail,
  };
}

/** Entities::UserWithAdmin / UserDetailsWithAdmin: what administrators see. */
export function presentUserWithAdmin(user: UserNode) {
  const d = user.privateDetails ?? {};
  return {
    ...presentUserPublic(user),
    is_admin: d.isAdmin,
    note: d.note ?? null,
    namespace_id: d.namespaceId === null || d.namespaceId === undefined ? null : Number(d.namespaceId),
    created_by: d.createdById ? { id: Number(d.createdById) } : null,
    email_reset_offered_at: d.emailResetOfferedAt ?? null,
    current_sign_in_ip: d.currentSignInIp ?? null,
    last_sign_in_ip: d.lastSignInIp ?? null,
    is_auditor: false,
    using_license_seat: false,
    provisioned_by_group_id: null,
    scim_identities: [],
  };
}

/** Picks the field set by who is asking (public, signed-in, self, administrator). */
export function presentUserFor(user: UserNode, ctx: RouteContext) {
  if (ctx.actor.isAdmin) return presentUserWithAdmin(user);
  if (ctx.actor.userId !== null && String(ctx.actor.userId) === String(user.id)) return presentUserPublic(user);
  if (ctx.actor.userId !== null) return presentUser(user);
  return presentUserBasic(user);
}

function workInformation(user: UserNode): string | null {
  const parts = [user.jobTitle, user.organization].filter(Boolean);
  if (!parts.length) return null;
  return parts.length === 2 ? `${user.jobTitle} at ${user.organization}` : parts[0];
}
