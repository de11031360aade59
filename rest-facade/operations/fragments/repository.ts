// Generated from fragments/repository.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CommitFields, DiffFields } from './commit';

export type CompareFields = {
  commit: CommitFields | null;
  commits: Array<CommitFields>;
  diffs: Array<DiffFields>;
  compareTimeout: boolean;
  compareSameRef: boolean;
  project: {
    webUrl: string;
  };
};

export type FileHeaderFields = {
  fileName: string;
  filePath: string;
  size: number;
  encoding: string;
  contentSha256: string;
  ref: string;
  blobId: string;
  commitId: string;
  lastCommitId: string;
  executeFilemode: boolean;
};
