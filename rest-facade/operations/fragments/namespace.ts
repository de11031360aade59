// Generated from fragments/namespace.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { NamespaceBasicFields } from './project';

export type NamespaceFields = NamespaceBasicFields & {
  viewerCanAdmin: boolean;
  membersCountWithDescendants: number | null;
  projectsCount: number | null;
  billableMembersCount: number | null;
};
