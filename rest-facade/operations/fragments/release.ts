// Generated from fragments/release.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { CommitFields } from './commit';
import type { UserBasicFields } from './user';

export type ReleaseLinkFields = {
  id: string;
  name: string;
  url: string;
  filepath: string | null;
  linkType: string;
  tagName: string;
  project: {
    webUrl: string;
  };
};

export type ReleaseFields = {
  id: string;
  tagName: string;
  name: string;
  description: string | null;
  createdAt: string;
  releasedAt: string;
  upcomingRelease: boolean;
  historicalRelease: boolean;
  canDownloadCode: boolean;
  canUpdate: boolean;
  author: UserBasicFields | null;
  commit: CommitFields | null;
  milestones: Array<{
    id: string;
    iid: number;
    projectId: string | null;
    groupId: string | null;
    title: string;
    description: string | null;
    state: string;
    dueDate: string | null;
    startDate: string | null;
    createdAt: string;
    updatedAt: string;
    expired: boolean;
    webUrl: string;
  }>;
  links: Array<ReleaseLinkFields>;
  evidences: Array<{
    id: string;
    sha: string;
    collectedAt: string;
  }>;
  project: {
    webUrl: string;
    path: string;
    pathWithNamespace: string;
  };
};
