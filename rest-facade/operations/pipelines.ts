// Generated from pipelines.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { PipelineBasicFields, PipelineFields } from './fragments/pipeline';

export type ProjectPipelinesResult = {
  projectPipelines: {
    nodes: Array<PipelineBasicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectPipelines: Operation<ProjectPipelinesResult> = {
  name: 'ProjectPipelines',
  document: `query ProjectPipelines($projectRef: String!, $filter: PipelinesFilter, $page: Int!, $perPage: Int!) {
  projectPipelines(
    projectRef: $projectRef
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
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

export type ProjectPipelineResult = {
  projectPipeline: PipelineFields;
};

export const ProjectPipeline: Operation<ProjectPipelineResult> = {
  name: 'ProjectPipeline',
  document: `query ProjectPipeline($projectRef: String!, $pipelineId: Int!) {
  projectPipeline(projectRef: $projectRef, pipelineId: $pipelineId) {
    ...PipelineFields
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
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
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type ProjectLatestPipelineResult = {
  projectLatestPipeline: PipelineFields;
};

export const ProjectLatestPipeline: Operation<ProjectLatestPipelineResult> = {
  name: 'ProjectLatestPipeline',
  document: `query ProjectLatestPipeline($projectRef: String!, $ref: String) {
  projectLatestPipeline(projectRef: $projectRef, ref: $ref) {
    ...PipelineFields
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
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
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type ProjectPipelineVariablesResult = {
  projectPipelineVariables: Array<{
    key: string;
    variableType: string;
    value: string;
  }>;
};

export const ProjectPipelineVariables: Operation<ProjectPipelineVariablesResult> = {
  name: 'ProjectPipelineVariables',
  document: `query ProjectPipelineVariables($projectRef: String!, $pipelineId: Int!) {
  projectPipelineVariables(projectRef: $projectRef, pipelineId: $pipelineId) {
    key
    variableType
    value
  }
}`,
};

export type CreatePipelineResult = {
  createPipeline: PipelineFields;
};

export const CreatePipeline: Operation<CreatePipelineResult> = {
  name: 'CreatePipeline',
  document: `mutation CreatePipeline($input: CreatePipelineInput!) {
  createPipeline(input: $input) {
    ...PipelineFields
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
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
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type DeletePipelineResult = {
  deletePipeline: boolean;
};

export const DeletePipeline: Operation<DeletePipelineResult> = {
  name: 'DeletePipeline',
  document: `mutation DeletePipeline($projectRef: String!, $pipelineId: Int!) {
  deletePipeline(projectRef: $projectRef, pipelineId: $pipelineId)
}`,
};

export type CancelPipelineResult = {
  cancelPipeline: PipelineFields;
};

export const CancelPipeline: Operation<CancelPipelineResult> = {
  name: 'CancelPipeline',
  document: `mutation CancelPipeline($projectRef: String!, $pipelineId: Int!) {
  cancelPipeline(projectRef: $projectRef, pipelineId: $pipelineId) {
    ...PipelineFields
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
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
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};

export type RetryPipelineResult = {
  retryPipeline: PipelineFields;
};

export const RetryPipeline: Operation<RetryPipelineResult> = {
  name: 'RetryPipeline',
  document: `mutation RetryPipeline($projectRef: String!, $pipelineId: Int!) {
  retryPipeline(projectRef: $projectRef, pipelineId: $pipelineId) {
    ...PipelineFields
  }
}

fragment PipelineFields on Pipeline {
  ...PipelineBasicFields
  beforeSha
  tag
  yamlErrors
  user {
    ...UserBasicFields
  }
  startedAt
  finishedAt
  committedAt
  duration
  queuedDuration
  coverage
  detailedStatus {
    icon
    text
    label
    group
    tooltip
    hasDetails
    detailsPath
    illustration
    favicon
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
}

fragment UserBasicFields on User {
  id
  username
  name
  state
  locked
  avatarUrl
  webUrl
}`,
};
