// Generated from fragments/runner.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { UserBasicFields } from './user';

export type RunnerFields = {
  id: string;
  description: string | null;
  paused: boolean;
  runnerType: string;
  online: boolean;
  status: string;
  jobExecutionStatus: string;
  createdAt: string;
  creator: UserBasicFields | null;
};

export type RunnerDetailsFields = RunnerFields & {
  tagList: Array<string>;
  runUntagged: boolean;
  locked: boolean;
  maximumTimeout: number | null;
  accessLevel: string;
  contactedAt: string | null;
  maintenanceNote: string | null;
  viewerCanUpdate: boolean;
  latestManager: {
    version: string | null;
    revision: string | null;
    platform: string | null;
    architecture: string | null;
  } | null;
  projects: Array<{
    id: string;
    name: string;
    nameWithNamespace: string;
    path: string;
    pathWithNamespace: string;
  }>;
  groups: Array<{
    id: string;
    webUrl: string;
    name: string;
  }>;
};

export type RunnerManagerFields = {
  id: string;
  systemId: string;
  version: string | null;
  revision: string | null;
  platform: string | null;
  architecture: string | null;
  createdAt: string;
  contactedAt: string | null;
  ipAddress: string | null;
};
