// Generated from fragments/user.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type UserBasicFields = {
  id: string;
  username: string;
  name: string;
  state: string;
  locked: boolean;
  avatarUrl: string | null;
  webUrl: string;
};

export type UserFields = UserBasicFields & {
  createdAt: string;
  canReadProfile: boolean;
  bio: string;
  bot: boolean;
  location: string | null;
  publicEmail: string;
  skype: string;
  linkedin: string;
  twitter: string;
  discord: string;
  websiteUrl: string;
  organization: string;
  jobTitle: string;
  pronouns: string | null;
  followers: number;
  following: number;
  isFollowed: boolean | null;
  localTime: string | null;
  privateProfile: boolean;
  privateDetails: {
    email: string;
    isAdmin: boolean;
    lastSignInAt: string | null;
    confirmedAt: string | null;
    lastActivityOn: string | null;
    themeId: number;
    colorSchemeId: number;
    projectsLimit: number;
    currentSignInAt: string | null;
    identities: Array<{
      provider: string;
      externUid: string;
      samlProviderId: number | null;
    }>;
    canCreateGroup: boolean;
    canCreateProject: boolean;
    twoFactorEnabled: boolean;
    external: boolean;
    commitEmail: string | null;
    namespaceId: string | null;
    note: string | null;
    createdBy: UserBasicFields | null;
    currentSignInIp: string | null;
    lastSignInIp: string | null;
    emailResetOfferedAt: string | null;
    signInCount: number;
    highestRole: number;
    usingLicenseSeat: boolean;
    sharedRunnersMinutesLimit: number | null;
    extraSharedRunnersMinutesLimit: number | null;
  } | null;
};

export type CustomAttributeFields = {
  key: string;
  value: string;
};
