// Generated from fragments/integration.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type IntegrationFields = {
  id: string;
  slug: string;
  title: string;
  active: boolean;
  createdAt: string;
  updatedAt: string;
  eventFlags: Record<string, unknown>;
  inherited: boolean;
  properties: Record<string, unknown>;
};
