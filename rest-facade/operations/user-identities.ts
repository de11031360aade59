// Generated from user-identities.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type DeleteUserIdentityResult = {
  deleteUserIdentity: boolean;
};

export const DeleteUserIdentity: Operation<DeleteUserIdentityResult> = {
  name: 'DeleteUserIdentity',
  document: `mutation DeleteUserIdentity($id: ID!, $provider: String!) {
  deleteUserIdentity(userId: $id, provider: $provider)
}`,
};
