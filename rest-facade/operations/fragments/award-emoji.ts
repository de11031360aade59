// Generated from fragments/award-emoji.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type AwardEmojiFields = {
  id: string;
  name: string;
  user: UserBasicFields;
  createdAt: string;
  updatedAt: string;
  awardableId: string;
  awardableType: string;
};
