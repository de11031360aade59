// Generated from fragments/repository-storage-move.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type RepositoryStorageMoveFields = {
  id: string;
  createdAt: string;
  state: string;
  sourceStorageName: string;
  destinationStorageName: string;
  errorMessage: string | null;
  containerType: string;
  project: {
    id: string;
    description: string | null;
    name: string;
    nameWithNamespace: string;
    path: string;
    pathWithNamespace: string;
    createdAt: string;
  } | null;
  snippet: {
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
  } | null;
  group: {
    id: string;
    webUrl: string;
    name: string;
  } | null;
};
