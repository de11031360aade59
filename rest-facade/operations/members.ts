// Generated from members.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { BillableMemberFields, MemberFields } from './fragments/member';

export type MembersResult = {
  members: {
    nodes: Array<MemberFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const Members: Operation<MembersResult> = {
  name: 'Members',
  document: `query Members($source: MemberSourceInput!, $filter: MemberFilter, $page: Int!, $perPage: Int!) {
  members(source: $source, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...MemberFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment MemberFields on Member {
  id
  accessLevel
  createdAt
  expiresAt
  membershipState
  isUsingSeat
  user {
    ...UserBasicFields
  }
  createdBy {
    ...UserBasicFields
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

export type MemberResult = {
  member: MemberFields;
};

export const Member: Operation<MemberResult> = {
  name: 'Member',
  document: `query Member($source: MemberSourceInput!, $userId: ID!, $inherited: Boolean!) {
  member(source: $source, userId: $userId, inherited: $inherited) {
    ...MemberFields
  }
}

fragment MemberFields on Member {
  id
  accessLevel
  createdAt
  expiresAt
  membershipState
  isUsingSeat
  user {
    ...UserBasicFields
  }
  createdBy {
    ...UserBasicFields
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

export type AddMembersResult = {
  addMembers: {
    members: Array<MemberFields>;
    errors: Record<string, unknown>;
  };
};

export const AddMembers: Operation<AddMembersResult> = {
  name: 'AddMembers',
  document: `mutation AddMembers($source: MemberSourceInput!, $input: AddMembersInput!) {
  addMembers(source: $source, input: $input) {
    members {
      ...MemberFields
    }
    errors
  }
}

fragment MemberFields on Member {
  id
  accessLevel
  createdAt
  expiresAt
  membershipState
  isUsingSeat
  user {
    ...UserBasicFields
  }
  createdBy {
    ...UserBasicFields
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

export type UpdateMemberResult = {
  updateMember: MemberFields;
};

export const UpdateMember: Operation<UpdateMemberResult> = {
  name: 'UpdateMember',
  document: `mutation UpdateMember($source: MemberSourceInput!, $userId: ID!, $input: UpdateMemberInput!) {
  updateMember(source: $source, userId: $userId, input: $input) {
    ...MemberFields
  }
}

fragment MemberFields on Member {
  id
  accessLevel
  createdAt
  expiresAt
  membershipState
  isUsingSeat
  user {
    ...UserBasicFields
  }
  createdBy {
    ...UserBasicFields
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

export type DeleteMemberResult = {
  deleteMember: boolean;
};

export const DeleteMember: Operation<DeleteMemberResult> = {
  name: 'DeleteMember',
  document: `mutation DeleteMember($source: MemberSourceInput!, $userId: ID!, $skipSubresources: Boolean!) {
  deleteMember(
    source: $source
    userId: $userId
    skipSubresources: $skipSubresources
  )
}`,
};

export type BillableMembersResult = {
  billableMembers: {
    nodes: Array<BillableMemberFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const BillableMembers: Operation<BillableMembersResult> = {
  name: 'BillableMembers',
  document: `query BillableMembers($ref: String!, $search: String, $sort: String, $page: Int!, $perPage: Int!) {
  billableMembers(
    groupRef: $ref
    search: $search
    sort: $sort
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...BillableMemberFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment BillableMemberFields on BillableMember {
  user {
    ...UserBasicFields
    createdAt
  }
  lastActivityOn
  lastLoginAt
  membershipType
  removable
  isLastOwner
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
