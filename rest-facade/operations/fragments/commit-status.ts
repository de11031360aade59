// Generated from fragments/commit-status.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type CommitStatusFields = {
  id: number;
  sha: string;
  ref: string;
  status: string;
  name: string;
  targetUrl: string | null;
  description: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  allowFailure: boolean;
  coverage: number | null;
  pipelineId: number;
  author: UserBasicFields | null;
};
