// Generated from ci-variables.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CiVariableFields } from './fragments/ci-variable';

export type CiVariablesResult = {
  ciVariables: {
    nodes: Array<CiVariableFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const CiVariables: Operation<CiVariablesResult> = {
  name: 'CiVariables',
  document: `query CiVariables($owner: CiVariableOwnerInput!, $page: Int!, $perPage: Int!) {
  ciVariables(owner: $owner, page: $page, perPage: $perPage) {
    nodes {
      ...CiVariableFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment CiVariableFields on CiVariable {
  variableType
  key
  value
  hidden
  protected
  masked
  raw
  environmentScope
  description
}`,
};

export type CiVariableResult = {
  ciVariable: CiVariableFields;
};

export const CiVariable: Operation<CiVariableResult> = {
  name: 'CiVariable',
  document: `query CiVariable($owner: CiVariableOwnerInput!, $key: String!, $environmentScope: String) {
  ciVariable(owner: $owner, key: $key, environmentScope: $environmentScope) {
    ...CiVariableFields
  }
}

fragment CiVariableFields on CiVariable {
  variableType
  key
  value
  hidden
  protected
  masked
  raw
  environmentScope
  description
}`,
};

export type CreateCiVariableResult = {
  createCiVariable: CiVariableFields;
};

export const CreateCiVariable: Operation<CreateCiVariableResult> = {
  name: 'CreateCiVariable',
  document: `mutation CreateCiVariable($owner: CiVariableOwnerInput!, $input: CiVariableInput!) {
  createCiVariable(owner: $owner, input: $input) {
    ...CiVariableFields
  }
}

fragment CiVariableFields on CiVariable {
  variableType
  key
  value
  hidden
  protected
  masked
  raw
  environmentScope
  description
}`,
};

export type UpdateCiVariableResult = {
  updateCiVariable: CiVariableFields;
};

export const UpdateCiVariable: Operation<UpdateCiVariableResult> = {
  name: 'UpdateCiVariable',
  document: `mutation UpdateCiVariable($owner: CiVariableOwnerInput!, $key: String!, $environmentScope: String, $input: CiVariableInput!) {
  updateCiVariable(
    owner: $owner
    key: $key
    environmentScope: $environmentScope
    input: $input
  ) {
    ...CiVariableFields
  }
}

fragment CiVariableFields on CiVariable {
  variableType
  key
  value
  hidden
  protected
  masked
  raw
  environmentScope
  description
}`,
};

export type DeleteCiVariableResult = {
  deleteCiVariable: boolean;
};

export const DeleteCiVariable: Operation<DeleteCiVariableResult> = {
  name: 'DeleteCiVariable',
  document: `mutation DeleteCiVariable($owner: CiVariableOwnerInput!, $key: String!, $environmentScope: String) {
  deleteCiVariable(owner: $owner, key: $key, environmentScope: $environmentScope)
}`,
};
