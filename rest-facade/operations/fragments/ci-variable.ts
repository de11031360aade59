// Generated from fragments/ci-variable.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type CiVariableFields = {
  variableType: string;
  key: string;
  value: string | null;
  hidden: boolean;
  protected: boolean;
  masked: boolean;
  raw: boolean;
  environmentScope: string;
  description: string | null;
};
