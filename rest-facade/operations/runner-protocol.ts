// Generated from runner-protocol.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type VerifyRunnerResult = {
  verifyRunner: {
    id: string;
    token: string;
    tokenExpiresAt: string | null;
  };
};

export const VerifyRunner: Operation<VerifyRunnerResult> = {
  name: 'VerifyRunner',
  document: `mutation VerifyRunner($contact: RunnerContactInput!) {
  verifyRunner(contact: $contact) {
    id
    token
    tokenExpiresAt
  }
}`,
};

export type UnregisterRunnerResult = {
  unregisterRunner: boolean;
};

export const UnregisterRunner: Operation<UnregisterRunnerResult> = {
  name: 'UnregisterRunner',
  document: `mutation UnregisterRunner($token: String!) {
  unregisterRunner(token: $token)
}`,
};

export type DeleteRunnerManagerResult = {
  deleteRunnerManager: boolean;
};

export const DeleteRunnerManager: Operation<DeleteRunnerManagerResult> = {
  name: 'DeleteRunnerManager',
  document: `mutation DeleteRunnerManager($token: String!, $systemId: String!) {
  deleteRunnerManager(token: $token, systemId: $systemId)
}`,
};

export type ResetRunnerAuthenticationTokenResult = {
  resetRunnerAuthenticationToken: {
    id: string;
    token: string;
    tokenExpiresAt: string | null;
  };
};

export const ResetRunnerAuthenticationToken: Operation<ResetRunnerAuthenticationTokenResult> = {
  name: 'ResetRunnerAuthenticationToken',
  document: `mutation ResetRunnerAuthenticationToken($token: String!) {
  resetRunnerAuthenticationToken(token: $token) {
    id
    token
    tokenExpiresAt
  }
}`,
};
