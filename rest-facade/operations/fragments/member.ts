// Generated from fragments/member.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type MemberFields = {
  id: string;
  accessLevel: number;
  createdAt: string;
  expiresAt: string | null;
  membershipState: string;
  isUsingSeat: boolean;
  user: UserBasicFields;
  createdBy: UserBasicFields | null;
};

export type BillableMemberFields = {
  user: UserBasicFields & {
    createdAt: string;
  };
  lastActivityOn: string | null;
  lastLoginAt: string | null;
  membershipType: string;
  removable: boolean;
  isLastOwner: boolean;
};
