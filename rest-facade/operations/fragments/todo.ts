// Generated from fragments/todo.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { IssueFields } from './issue';
import type { MergeRequestFields } from './merge-request';
import type { UserBasicFields } from './user';

export type TodoFields = {
  id: string;
  groupId: string | null;
  actionName: string;
  targetType: string;
  state: string;
  createdAt: string;
  updatedAt: string;
  project: {
    id: string;
    name: string;
    nameWithNamespace: string;
    path: string;
    pathWithNamespace: string;
    description: string | null;
    createdAt: string;
  } | null;
  author: UserBasicFields | null;
  targetIssue: IssueFields | null;
  targetMergeRequest: MergeRequestFields | null;
};
