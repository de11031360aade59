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

export type RequestRunnerJobResult = {
  requestRunnerJob: {
    outcome: string;
    payload: string | null;
  };
};

export const RequestRunnerJob: Operation<RequestRunnerJobResult> = {
  name: 'RequestRunnerJob',
  document: `mutation RequestRunnerJob($contact: RunnerContactInput!) {
  requestRunnerJob(contact: $contact) {
    outcome
    payload
  }
}`,
};

export type UpdateRunnerJobResult = {
  updateRunnerJob: {
    outcome: string;
    jobStatus: string | null;
  };
};

export const UpdateRunnerJob: Operation<UpdateRunnerJobResult> = {
  name: 'UpdateRunnerJob',
  document: `mutation UpdateRunnerJob($input: RunnerJobUpdateInput!) {
  updateRunnerJob(input: $input) {
    outcome
    jobStatus
  }
}`,
};

export type AppendRunnerJobTraceResult = {
  appendRunnerJobTrace: {
    outcome: string;
    jobStatus: string | null;
    traceSize: number | null;
  };
};

export const AppendRunnerJobTrace: Operation<AppendRunnerJobTraceResult> = {
  name: 'AppendRunnerJobTrace',
  document: `mutation AppendRunnerJobTrace($input: RunnerTraceAppendInput!) {
  appendRunnerJobTrace(input: $input) {
    outcome
    jobStatus
    traceSize
  }
}`,
};

export type RegisterRunnerResult = {
  registerRunner: {
    id: string;
    token: string;
    tokenExpiresAt: string | null;
  };
};

export const RegisterRunner: Operation<RegisterRunnerResult> = {
  name: 'RegisterRunner',
  document: `mutation RegisterRunner($input: RegisterRunnerInput!) {
  registerRunner(input: $input) {
    id
    token
    tokenExpiresAt
  }
}`,
};
