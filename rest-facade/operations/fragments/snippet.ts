// Generated from fragments/snippet.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type SnippetFields = {
  id: string;
  title: string;
  description: string | null;
  visibility: string;
  author: UserBasicFields;
  createdAt: string;
  updatedAt: string;
  projectId: number | null;
  project: {
    pathWithNamespace: string;
  } | null;
  files: Array<string>;
  defaultBranch: string;
  imported: boolean;
  importedFrom: string;
  repositoryStorage: string | null;
};
