// Generated from runners.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type CreateUserRunnerResult = {
  createUserRunner: {
    id: string;
    token: string;
    tokenExpiresAt: string | null;
  };
};

export const CreateUserRunner: Operation<CreateUserRunnerResult> = {
  name: 'CreateUserRunner',
  document: `mutation CreateUserRunner($input: CreateUserRunnerInput!) {
  createUserRunner(input: $input) {
    id
    token
    tokenExpiresAt
  }
}`,
};

export type ResetRunnerRegistrationTokenResult = {
  resetRunnerRegistrationToken: {
    token: string;
    tokenExpiresAt: string | null;
  };
};

export const ResetRunnerRegistrationToken: Operation<ResetRunnerRegistrationTokenResult> = {
  name: 'ResetRunnerRegistrationToken',
  document: `mutation ResetRunnerRegistrationToken($scope: String!, $ref: String) {
  resetRunnerRegistrationToken(scope: $scope, ref: $ref) {
    token
    tokenExpiresAt
  }
}`,
};
