// Generated from project-groups.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type ProjectGroupsResult = {
  projectGroups: {
    nodes: Array<{
      id: string;
      webUrl: string;
      name: string;
      avatarUrl: string | null;
      fullName: string;
      fullPath: string;
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectGroups: Operation<ProjectGroupsResult> = {
  name: 'ProjectGroups',
  document: `query ProjectGroups($ref: String!, $filter: ProjectGroupsFilter, $page: Int!, $perPage: Int!) {
  projectGroups(ref: $ref, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      id
      webUrl
      name
      avatarUrl
      fullName
      fullPath
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}`,
};
