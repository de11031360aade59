// Generated from milestones.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { MilestoneFields } from './fragments/label';

export type ProjectMilestonesResult = {
  milestones: {
    nodes: Array<MilestoneFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectMilestones: Operation<ProjectMilestonesResult> = {
  name: 'ProjectMilestones',
  document: `query ProjectMilestones($projectRef: String!, $filter: MilestoneFilter, $page: Int!, $perPage: Int!) {
  milestones(
    projectRef: $projectRef
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...MilestoneFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type GroupMilestonesResult = {
  milestones: {
    nodes: Array<MilestoneFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupMilestones: Operation<GroupMilestonesResult> = {
  name: 'GroupMilestones',
  document: `query GroupMilestones($groupRef: String!, $filter: MilestoneFilter, $page: Int!, $perPage: Int!) {
  milestones(groupRef: $groupRef, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...MilestoneFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type ProjectMilestoneResult = {
  milestone: MilestoneFields;
};

export const ProjectMilestone: Operation<ProjectMilestoneResult> = {
  name: 'ProjectMilestone',
  document: `query ProjectMilestone($projectRef: String!, $milestoneId: ID!) {
  milestone(projectRef: $projectRef, milestoneId: $milestoneId) {
    ...MilestoneFields
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type GroupMilestoneResult = {
  milestone: MilestoneFields;
};

export const GroupMilestone: Operation<GroupMilestoneResult> = {
  name: 'GroupMilestone',
  document: `query GroupMilestone($groupRef: String!, $milestoneId: ID!) {
  milestone(groupRef: $groupRef, milestoneId: $milestoneId) {
    ...MilestoneFields
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type CreateProjectMilestoneResult = {
  createMilestone: MilestoneFields;
};

export const CreateProjectMilestone: Operation<CreateProjectMilestoneResult> = {
  name: 'CreateProjectMilestone',
  document: `mutation CreateProjectMilestone($projectRef: String!, $input: CreateMilestoneInput!) {
  createMilestone(projectRef: $projectRef, input: $input) {
    ...MilestoneFields
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type CreateGroupMilestoneResult = {
  createMilestone: MilestoneFields;
};

export const CreateGroupMilestone: Operation<CreateGroupMilestoneResult> = {
  name: 'CreateGroupMilestone',
  document: `mutation CreateGroupMilestone($groupRef: String!, $input: CreateMilestoneInput!) {
  createMilestone(groupRef: $groupRef, input: $input) {
    ...MilestoneFields
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type UpdateProjectMilestoneResult = {
  updateMilestone: MilestoneFields;
};

export const UpdateProjectMilestone: Operation<UpdateProjectMilestoneResult> = {
  name: 'UpdateProjectMilestone',
  document: `mutation UpdateProjectMilestone($projectRef: String!, $milestoneId: ID!, $input: UpdateMilestoneInput!) {
  updateMilestone(
    projectRef: $projectRef
    milestoneId: $milestoneId
    input: $input
  ) {
    ...MilestoneFields
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type UpdateGroupMilestoneResult = {
  updateMilestone: MilestoneFields;
};

export const UpdateGroupMilestone: Operation<UpdateGroupMilestoneResult> = {
  name: 'UpdateGroupMilestone',
  document: `mutation UpdateGroupMilestone($groupRef: String!, $milestoneId: ID!, $input: UpdateMilestoneInput!) {
  updateMilestone(groupRef: $groupRef, milestoneId: $milestoneId, input: $input) {
    ...MilestoneFields
  }
}

fragment MilestoneFields on Milestone {
  id
  iid
  projectId
  groupId
  title
  description
  state
  createdAt
  updatedAt
  dueDate
  startDate
  expired
  webUrl
}`,
};

export type DeleteProjectMilestoneResult = {
  deleteMilestone: boolean;
};

export const DeleteProjectMilestone: Operation<DeleteProjectMilestoneResult> = {
  name: 'DeleteProjectMilestone',
  document: `mutation DeleteProjectMilestone($projectRef: String!, $milestoneId: ID!) {
  deleteMilestone(projectRef: $projectRef, milestoneId: $milestoneId)
}`,
};

export type DeleteGroupMilestoneResult = {
  deleteMilestone: boolean;
};

export const DeleteGroupMilestone: Operation<DeleteGroupMilestoneResult> = {
  name: 'DeleteGroupMilestone',
  document: `mutation DeleteGroupMilestone($groupRef: String!, $milestoneId: ID!) {
  deleteMilestone(groupRef: $groupRef, milestoneId: $milestoneId)
}`,
};
