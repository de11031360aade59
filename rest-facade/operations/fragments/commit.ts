// Generated from fragments/commit.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.

export type CommitFields = {
  sha: string;
  shortId: string;
  createdAt: string;
  parentIds: Array<string>;
  title: string;
  message: string;
  authorName: string;
  authorEmail: string;
  authoredDate: string;
  committerName: string;
  committerEmail: string;
  committedDate: string;
  projectId: string;
  project: {
    webUrl: string;
  };
};

export type CommitStatsFields = {
  additions: number;
  deletions: number;
  total: number;
};

export type DiffFields = {
  diff: string;
  collapsed: boolean;
  tooLarge: boolean;
  newPath: string;
  oldPath: string;
  aMode: string;
  bMode: string;
  newFile: boolean;
  renamedFile: boolean;
  deletedFile: boolean;
  generatedFile: boolean;
};
