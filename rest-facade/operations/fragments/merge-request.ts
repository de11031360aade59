// Generated from fragments/merge-request.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { MilestoneFields } from './label';
import type { PipelineFields } from './pipeline';
import type { TimeStatsFields } from './issue';
import type { UserBasicFields } from './user';

export type MergeRequestBasicFields = {
  id: string;
  iid: number;
  projectId: string;
  title: string;
  description: string | null;
  state: string;
  createdAt: string;
  updatedAt: string;
  mergedAt: string | null;
  closedAt: string | null;
  preparedAt: string | null;
  mergeUser: UserBasicFields | null;
  closedBy: UserBasicFields | null;
  targetBranch: string;
  sourceBranch: string;
  userNotesCount: number;
  upvotes: number;
  downvotes: number;
  author: UserBasicFields | null;
  assignees: Array<UserBasicFields>;
  reviewers: Array<UserBasicFields>;
  sourceProjectId: string;
  targetProjectId: string;
  labels: Array<{
    id: string;
    name: string;
    color: string;
    description: string | null;
    descriptionHtml: string;
    textColor: string;
  }>;
  draft: boolean;
  milestone: MilestoneFields | null;
  mergeStatus: string;
  detailedMergeStatus: string;
  diffHeadSha: string | null;
  mergeCommitSha: string | null;
  squashCommitSha: string | null;
  discussionLocked: boolean | null;
  forceRemoveSourceBranch: boolean | null;
  webUrl: string;
  squash: boolean;
  hasConflicts: boolean;
  timeStats: TimeStatsFields;
  taskCompletionStatus: {
    count: number;
    completedCount: number;
  };
  references: {
    short: string;
    relative: string;
    full: string;
  };
};

export type MergeRequestFields = MergeRequestBasicFields & {
  subscribed: boolean;
  changesCount: string | null;
  mergeError: string | null;
  divergedCommitsCount: number;
  diffRefs: {
    baseSha: string;
    headSha: string;
    startSha: string;
  } | null;
  headPipeline: PipelineFields | null;
};
