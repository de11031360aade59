// Generated from fragments/issue.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { EpicBaseFields } from './epic';
import type { MilestoneFields } from './label';
import type { UserBasicFields } from './user';

export type IssueFields = {
  id: string;
  iid: number;
  projectId: string;
  title: string;
  description: string | null;
  state: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
  closedBy: UserBasicFields | null;
  labels: Array<{
    id: string;
    name: string;
    color: string;
    description: string | null;
    descriptionHtml: string;
    textColor: string;
  }>;
  milestone: MilestoneFields | null;
  assignees: Array<UserBasicFields>;
  author: UserBasicFields | null;
  issueType: string;
  userNotesCount: number;
  mergeRequestsCount: number;
  upvotes: number;
  downvotes: number;
  dueDate: string | null;
  confidential: boolean;
  discussionLocked: boolean | null;
  webUrl: string;
  timeStats: TimeStatsFields;
  taskCompletionStatus: {
    count: number;
    completedCount: number;
  };
  weight: number | null;
  taskStatus: string;
  severity: string;
  subscribed: boolean;
  movedToId: string | null;
  healthStatus: string | null;
  epic: EpicBaseFields | null;
  references: {
    short: string;
    relative: string;
    full: string;
  };
};

export type TimeStatsFields = {
  timeEstimate: number;
  totalTimeSpent: number;
  humanTimeEstimate: string | null;
  humanTotalTimeSpent: string | null;
};
