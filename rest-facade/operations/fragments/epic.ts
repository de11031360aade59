// Generated from fragments/epic.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type EpicFields = {
  id: string;
  iid: number;
  color: string;
  textColor: string;
  groupId: string;
  parentId: string | null;
  parent: {
    id: string;
    iid: number;
    groupId: string;
  } | null;
  title: string;
  description: string | null;
  confidential: boolean;
  author: UserBasicFields | null;
  startDate: string | null;
  startDateIsFixed: boolean;
  startDateFixed: string | null;
  startDateFromInheritedSource: string | null;
  dueDate: string | null;
  dueDateIsFixed: boolean;
  dueDateFixed: string | null;
  dueDateFromInheritedSource: string | null;
  state: string;
  webPath: string;
  webUrl: string;
  canAdmin: boolean;
  references: {
    short: string;
    relative: string;
    full: string;
  };
  reference: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  labels: Array<{
    id: string;
    name: string;
    color: string;
    description: string | null;
    descriptionHtml: string;
    textColor: string;
  }>;
  upvotes: number;
  downvotes: number;
  subscribed: boolean;
};

export type EpicBaseFields = {
  id: string;
  iid: number;
  title: string;
  webPath: string;
  groupId: string;
  humanReadableEndDate: string | null;
  humanReadableTimestamp: string | null;
};
