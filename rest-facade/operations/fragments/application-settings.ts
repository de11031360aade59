// Generated from fragments/application-settings.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type ApplicationSettingsFields = {
  id: string;
  createdAt: string;
  updatedAt: string;
  values: Record<string, unknown>;
};
