// Generated from fragments/pipeline.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CommitFields } from './commit';
import type { UserBasicFields, UserFields } from './user';

export type PipelineBasicFields = {
  id: string;
  iid: number;
  projectId: string;
  sha: string;
  ref: string;
  status: string;
  source: string;
  createdAt: string;
  updatedAt: string;
  name: string | null;
  project: {
    webUrl: string;
  };
};

export type PipelineFields = PipelineBasicFields & {
  beforeSha: string;
  tag: boolean;
  yamlErrors: string | null;
  user: UserBasicFields | null;
  startedAt: string | null;
  finishedAt: string | null;
  committedAt: string | null;
  duration: number | null;
  queuedDuration: number | null;
  coverage: string | null;
  detailedStatus: {
    icon: string;
    text: string;
    label: string;
    group: string;
    tooltip: string;
    hasDetails: boolean;
    detailsPath: string | null;
    illustration: string | null;
    favicon: string;
  };
};

export type JobFields = {
  id: string;
  status: string;
  stage: string;
  name: string;
  ref: string;
  tag: boolean;
  coverage: number | null;
  allowFailure: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  erasedAt: string | null;
  duration: number | null;
  queuedDuration: number | null;
  failureReason: string | null;
  tagList: Array<string>;
  user: UserFields | null;
  commit: (CommitFields & {
    trailers: Record<string, unknown>;
    extendedTrailers: Record<string, unknown>;
  }) | null;
  pipeline: PipelineBasicFields;
  project: {
    webUrl: string;
  };
  artifacts: Array<{
    fileType: string;
    size: number;
    filename: string;
    fileFormat: string;
    expireAt: string | null;
  }>;
};
