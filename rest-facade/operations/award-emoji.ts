// Generated from award-emoji.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { AwardEmojiFields } from './fragments/award-emoji';

export type AwardEmojiListResult = {
  awardEmoji: {
    nodes: Array<AwardEmojiFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const AwardEmojiList: Operation<AwardEmojiListResult> = {
  name: 'AwardEmojiList',
  document: `query AwardEmojiList($awardable: AwardableInput!, $page: Int!, $perPage: Int!) {
  awardEmoji(awardable: $awardable, page: $page, perPage: $perPage) {
    nodes {
      ...AwardEmojiFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment AwardEmojiFields on AwardEmoji {
  id
  name
  user {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  awardableId
  awardableType
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

export type AwardEmojiItemResult = {
  awardEmojiById: AwardEmojiFields;
};

export const AwardEmojiItem: Operation<AwardEmojiItemResult> = {
  name: 'AwardEmojiItem',
  document: `query AwardEmojiItem($awardable: AwardableInput!, $awardId: ID!) {
  awardEmojiById(awardable: $awardable, awardId: $awardId) {
    ...AwardEmojiFields
  }
}

fragment AwardEmojiFields on AwardEmoji {
  id
  name
  user {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  awardableId
  awardableType
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

export type CreateAwardEmojiResult = {
  createAwardEmoji: AwardEmojiFields;
};

export const CreateAwardEmoji: Operation<CreateAwardEmojiResult> = {
  name: 'CreateAwardEmoji',
  document: `mutation CreateAwardEmoji($awardable: AwardableInput!, $name: String!) {
  createAwardEmoji(awardable: $awardable, name: $name) {
    ...AwardEmojiFields
  }
}

fragment AwardEmojiFields on AwardEmoji {
  id
  name
  user {
    ...UserBasicFields
  }
  createdAt
  updatedAt
  awardableId
  awardableType
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

export type DeleteAwardEmojiResult = {
  deleteAwardEmoji: boolean;
};

export const DeleteAwardEmoji: Operation<DeleteAwardEmojiResult> = {
  name: 'DeleteAwardEmoji',
  document: `mutation DeleteAwardEmoji($awardable: AwardableInput!, $awardId: ID!) {
  deleteAwardEmoji(awardable: $awardable, awardId: $awardId)
}`,
};
