// Generated from merge-request-pipelines.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { PipelineBasicFields } from './fragments/pipeline';

export type MergeRequestPipelinesResult = {
  projectMergeRequest: {
    pipelines: {
      nodes: Array<PipelineBasicFields>;
      pageInfo: {
        page: number;
        perPage: number;
        total: number | null;
        nextCursor: string | null;
      };
    };
  };
};

export const MergeRequestPipelines: Operation<MergeRequestPipelinesResult> = {
  name: 'MergeRequestPipelines',
  document: `query MergeRequestPipelines($ref: String!, $iid: Int!, $page: Int!, $perPage: Int!) {
  projectMergeRequest(projectRef: $ref, iid: $iid) {
    pipelines(page: $page, perPage: $perPage) {
      nodes {
        ...PipelineBasicFields
      }
      pageInfo {
        page
        perPage
        total
        nextCursor
      }
    }
  }
}

fragment PipelineBasicFields on Pipeline {
  id
  iid
  projectId
  sha
  ref
  status
  source
  createdAt
  updatedAt
  name
  project {
    webUrl
  }
}`,
};
