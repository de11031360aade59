// Generated from pipeline-triggers.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { PipelineFields } from './fragments/pipeline';
import type { PipelineTriggerFields } from './fragments/pipeline-trigger';

export type PipelineTriggersResult = {
  pipelineTriggers: {
    nodes: Array<PipelineTriggerFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const PipelineTriggers: Operation<PipelineTriggersResult> = {
  name: 'PipelineTriggers',
  document: `query PipelineTriggers($projectRef: String!, $page: Int!, $perPage: Int!) {
  pipelineTriggers(projectRef: $projectRef, page: $page, perPage: $perPage) {
    nodes {
      ...PipelineTriggerFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment PipelineTriggerFields on PipelineTrigger {
  id
  token
  description
  createdAt
  updatedAt
  lastUsed
  expiresAt
  owner {
    ...UserBasicFields
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

export type PipelineTriggerResult = {
  pipelineTrigger: PipelineTriggerFields;
};

export const PipelineTrigger: Operation<PipelineTriggerResult> = {
  name: 'PipelineTrigger',
  document: `query PipelineTrigger($projectRef: String!, $triggerId: Int!) {
  pipelineTrigger(projectRef: $projectRef, triggerId: $triggerId) {
    ...PipelineTriggerFields
  }
}

fragment PipelineTriggerFields on PipelineTrigger {
  id
  token
  description
  createdAt
  updatedAt
  lastUsed
  expiresAt
  owner {
    ...UserBasicFields
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

export type CreatePipelineTriggerResult = {
  createPipelineTrigger: PipelineTriggerFields;
};

export const CreatePipelineTrigger: Operation<CreatePipelineTriggerResult> = {
  name: 'CreatePipelineTrigger',
  document: `mutation CreatePipelineTrigger($projectRef: String!, $description: String!) {
  createPipelineTrigger(projectRef: $projectRef, description: $description) {
    ...PipelineTriggerFields
  }
}

fragment PipelineTriggerFields on PipelineTrigger {
  id
  token
  description
  createdAt
  updatedAt
  lastUsed
  expiresAt
  owner {
    ...UserBasicFields
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

export type UpdatePipelineTriggerResult = {
  updatePipelineTrigger: PipelineTriggerFields;
};

export const UpdatePipelineTrigger: Operation<UpdatePipelineTriggerResult> = {
  name: 'UpdatePipelineTrigger',
  document: `mutation UpdatePipelineTrigger($projectRef: String!, $triggerId: Int!, $description: String) {
  updatePipelineTrigger(
    projectRef: $projectRef
    triggerId: $triggerId
    description: $description
  ) {
    ...PipelineTriggerFields
  }
}

fragment PipelineTriggerFields on PipelineTrigger {
  id
  token
  description
  createdAt
  updatedAt
  lastUsed
  expiresAt
  owner {
    ...UserBasicFields
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

export type DeletePipelineTriggerResult = {
  deletePipelineTrigger: boolean;
};

export const DeletePipelineTrigger: Operation<DeletePipelineTriggerResult> = {
  name: 'DeletePipelineTrigger',
  document: `mutation DeletePipelineTrigger($projectRef: String!, $triggerId: Int!) {
  deletePipelineTrigger(projectRef: $projectRef, triggerId: $triggerId)
}`,
};

export type TriggerPipelineResult = {
  triggerPipeline: PipelineFields;
};

export const TriggerPipeline: Operation<TriggerPipelineResult> = {
  name: 'TriggerPipeline',
  document: `mutation TriggerPipeline($input: TriggerPipelineInput!) {
  triggerPipeline(input: $input) {
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
