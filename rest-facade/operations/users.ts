// Generated from users.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CustomAttributeFields, UserFields } from './fragments/user';

export type CurrentUserResult = {
  currentUser: UserFields;
};

export const CurrentUser: Operation<CurrentUserResult> = {
  name: 'CurrentUser',
  document: `query CurrentUser {
  currentUser {
    ...UserFields
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type UsersResult = {
  users: {
    nodes: Array<UserFields & {
      customAttributes?: Array<CustomAttributeFields> | null;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Users: Operation<UsersResult> = {
  name: 'Users',
  document: `query Users($filter: UsersFilterInput, $page: Int!, $perPage: Int!, $cursor: String, $keyset: Boolean, $withCustomAttributes: Boolean!) {
  users(
    filter: $filter
    page: $page
    perPage: $perPage
    cursor: $cursor
    keyset: $keyset
  ) {
    nodes {
      ...UserFields
      customAttributes @include(if: $withCustomAttributes) {
        ...CustomAttributeFields
      }
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type UserResult = {
  user: UserFields & {
    customAttributes?: Array<CustomAttributeFields> | null;
  };
};

export const User: Operation<UserResult> = {
  name: 'User',
  document: `query User($id: ID!, $withCustomAttributes: Boolean!) {
  user(id: $id) {
    ...UserFields
    customAttributes @include(if: $withCustomAttributes) {
      ...CustomAttributeFields
    }
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}

fragment CustomAttributeFields on CustomAttribute {
  key
  value
}`,
};

export type CreateUserResult = {
  createUser: UserFields;
};

export const CreateUser: Operation<CreateUserResult> = {
  name: 'CreateUser',
  document: `mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    ...UserFields
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type UpdateUserResult = {
  updateUser: UserFields;
};

export const UpdateUser: Operation<UpdateUserResult> = {
  name: 'UpdateUser',
  document: `mutation UpdateUser($id: ID!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...UserFields
  }
}

fragment UserFields on User {
  ...UserBasicFields
  createdAt
  canReadProfile
  bio
  bot
  location
  publicEmail
  skype
  linkedin
  twitter
  discord
  websiteUrl
  organization
  jobTitle
  pronouns
  followers
  following
  isFollowed
  localTime
  privateProfile
  privateDetails {
    email
    isAdmin
    lastSignInAt
    confirmedAt
    lastActivityOn
    themeId
    colorSchemeId
    projectsLimit
    currentSignInAt
    identities {
      provider
      externUid
      samlProviderId
    }
    canCreateGroup
    canCreateProject
    twoFactorEnabled
    external
    commitEmail
    namespaceId
    note
    createdBy {
      ...UserBasicFields
    }
    currentSignInIp
    lastSignInIp
    emailResetOfferedAt
    signInCount
    highestRole
    usingLicenseSeat
    sharedRunnersMinutesLimit
    extraSharedRunnersMinutesLimit
  }
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type DeleteUserResult = {
  deleteUser: boolean;
};

export const DeleteUser: Operation<DeleteUserResult> = {
  name: 'DeleteUser',
  document: `mutation DeleteUser($id: ID!, $hardDelete: Boolean) {
  deleteUser(id: $id, hardDelete: $hardDelete)
}`,
};

export type DisableUserTwoFactorResult = {
  disableUserTwoFactor: boolean;
};

export const DisableUserTwoFactor: Operation<DisableUserTwoFactorResult> = {
  name: 'DisableUserTwoFactor',
  document: `mutation DisableUserTwoFactor($id: ID!) {
  disableUserTwoFactor(id: $id)
}`,
};

export type UserMembershipsResult = {
  user: {
    nodes: Array<{
      sourceId: number;
      sourceName: string;
      sourceType: string;
      accessLevel: number;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const UserMemberships: Operation<UserMembershipsResult> = {
  name: 'UserMemberships',
  document: `query UserMemberships($userId: ID!, $type: String, $page: Int!, $perPage: Int!) {
  user(id: $userId) {
    nodes: memberships(type: $type, page: $page, perPage: $perPage) {
      sourceId
      sourceName
      sourceType
      accessLevel
    }
    pageInfo: membershipsPageInfo(type: $type, page: $page, perPage: $perPage) {
      page
      perPage
      total
      nextCursor
    }
  }
}`,
};

export type UserActivitiesResult = {
  userActivities: {
    nodes: Array<{
      username: string;
      lastActivityOn: string;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const UserActivities: Operation<UserActivitiesResult> = {
  name: 'UserActivities',
  document: `query UserActivities($from: DateTimeISO, $page: Int!, $perPage: Int!) {
  userActivities(from: $from, page: $page, perPage: $perPage) {
    nodes {
      username
      lastActivityOn
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}`,
};
