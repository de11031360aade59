// Generated from fragments/web-hook.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type WebHookLogFields = {
  id: string;
  url: string;
  trigger: string;
  requestHeaders: Record<string, unknown>;
  requestData: Record<string, unknown>;
  responseHeaders: Record<string, unknown>;
  responseBody: string;
  executionDuration: number;
  responseStatus: string;
  createdAt: string;
};
