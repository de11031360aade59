// Generated from fragments/pipeline-trigger.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type PipelineTriggerFields = {
  id: number;
  token: string;
  description: string | null;
  createdAt: string;
  updatedAt: string;
  lastUsed: string | null;
  expiresAt: string | null;
  owner: UserBasicFields | null;
};
