// Generated from user-moderation.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type ActivateUserResult = {
  activateUser: boolean | null;
};

export const ActivateUser: Operation<ActivateUserResult> = {
  name: 'ActivateUser',
  document: `mutation ActivateUser($id: ID!) {
  activateUser(id: $id)
}`,
};

export type ApproveUserResult = {
  approveUser: boolean;
};

export const ApproveUser: Operation<ApproveUserResult> = {
  name: 'ApproveUser',
  document: `mutation ApproveUser($id: ID!) {
  approveUser(id: $id)
}`,
};

export type BanUserResult = {
  banUser: boolean | null;
};

export const BanUser: Operation<BanUserResult> = {
  name: 'BanUser',
  document: `mutation BanUser($id: ID!) {
  banUser(id: $id)
}`,
};

export type BlockUserResult = {
  blockUser: boolean | null;
};

export const BlockUser: Operation<BlockUserResult> = {
  name: 'BlockUser',
  document: `mutation BlockUser($id: ID!) {
  blockUser(id: $id)
}`,
};

export type DeactivateUserResult = {
  deactivateUser: boolean | null;
};

export const DeactivateUser: Operation<DeactivateUserResult> = {
  name: 'DeactivateUser',
  document: `mutation DeactivateUser($id: ID!) {
  deactivateUser(id: $id)
}`,
};

export type RejectUserResult = {
  rejectUser: boolean;
};

export const RejectUser: Operation<RejectUserResult> = {
  name: 'RejectUser',
  document: `mutation RejectUser($id: ID!) {
  rejectUser(id: $id)
}`,
};

export type UnbanUserResult = {
  unbanUser: boolean | null;
};

export const UnbanUser: Operation<UnbanUserResult> = {
  name: 'UnbanUser',
  document: `mutation UnbanUser($id: ID!) {
  unbanUser(id: $id)
}`,
};

export type UnblockUserResult = {
  unblockUser: boolean | null;
};

export const UnblockUser: Operation<UnblockUserResult> = {
  name: 'UnblockUser',
  document: `mutation UnblockUser($id: ID!) {
  unblockUser(id: $id)
}`,
};
