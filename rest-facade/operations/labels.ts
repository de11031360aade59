// Generated from labels.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { LabelFields } from './fragments/label';

export type ProjectLabelsResult = {
  labels: {
    nodes: Array<LabelFields & {
      counts?: {
        openIssues: number;
        closedIssues: number;
        openMergeRequests: number;
      };
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectLabels: Operation<ProjectLabelsResult> = {
  name: 'ProjectLabels',
  document: `query ProjectLabels($projectRef: String!, $filter: LabelFilter, $withCounts: Boolean!, $page: Int!, $perPage: Int!) {
  labels(projectRef: $projectRef, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...LabelFields
      counts @include(if: $withCounts) {
        openIssues
        closedIssues
        openMergeRequests
      }
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type GroupLabelsResult = {
  labels: {
    nodes: Array<LabelFields & {
      counts?: {
        openIssues: number;
        closedIssues: number;
        openMergeRequests: number;
      };
    }>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupLabels: Operation<GroupLabelsResult> = {
  name: 'GroupLabels',
  document: `query GroupLabels($groupRef: String!, $filter: LabelFilter, $withCounts: Boolean!, $page: Int!, $perPage: Int!) {
  labels(groupRef: $groupRef, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...LabelFields
      counts @include(if: $withCounts) {
        openIssues
        closedIssues
        openMergeRequests
      }
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type ProjectLabelResult = {
  label: LabelFields;
};

export const ProjectLabel: Operation<ProjectLabelResult> = {
  name: 'ProjectLabel',
  document: `query ProjectLabel($projectRef: String!, $labelRef: String!, $filter: LabelFilter) {
  label(projectRef: $projectRef, labelRef: $labelRef, filter: $filter) {
    ...LabelFields
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type GroupLabelResult = {
  label: LabelFields;
};

export const GroupLabel: Operation<GroupLabelResult> = {
  name: 'GroupLabel',
  document: `query GroupLabel($groupRef: String!, $labelRef: String!, $filter: LabelFilter) {
  label(groupRef: $groupRef, labelRef: $labelRef, filter: $filter) {
    ...LabelFields
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type CreateProjectLabelResult = {
  createLabel: LabelFields;
};

export const CreateProjectLabel: Operation<CreateProjectLabelResult> = {
  name: 'CreateProjectLabel',
  document: `mutation CreateProjectLabel($projectRef: String!, $input: CreateLabelInput!) {
  createLabel(projectRef: $projectRef, input: $input) {
    ...LabelFields
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type CreateGroupLabelResult = {
  createLabel: LabelFields;
};

export const CreateGroupLabel: Operation<CreateGroupLabelResult> = {
  name: 'CreateGroupLabel',
  document: `mutation CreateGroupLabel($groupRef: String!, $input: CreateLabelInput!) {
  createLabel(groupRef: $groupRef, input: $input) {
    ...LabelFields
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type UpdateProjectLabelResult = {
  updateLabel: LabelFields;
};

export const UpdateProjectLabel: Operation<UpdateProjectLabelResult> = {
  name: 'UpdateProjectLabel',
  document: `mutation UpdateProjectLabel($projectRef: String!, $labelRef: String!, $input: UpdateLabelInput!) {
  updateLabel(projectRef: $projectRef, labelRef: $labelRef, input: $input) {
    ...LabelFields
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type UpdateGroupLabelResult = {
  updateLabel: LabelFields;
};

export const UpdateGroupLabel: Operation<UpdateGroupLabelResult> = {
  name: 'UpdateGroupLabel',
  document: `mutation UpdateGroupLabel($groupRef: String!, $labelRef: String!, $input: UpdateLabelInput!) {
  updateLabel(groupRef: $groupRef, labelRef: $labelRef, input: $input) {
    ...LabelFields
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type DeleteProjectLabelResult = {
  deleteLabel: boolean;
};

export const DeleteProjectLabel: Operation<DeleteProjectLabelResult> = {
  name: 'DeleteProjectLabel',
  document: `mutation DeleteProjectLabel($projectRef: String!, $labelRef: String!) {
  deleteLabel(projectRef: $projectRef, labelRef: $labelRef)
}`,
};

export type DeleteGroupLabelResult = {
  deleteLabel: boolean;
};

export const DeleteGroupLabel: Operation<DeleteGroupLabelResult> = {
  name: 'DeleteGroupLabel',
  document: `mutation DeleteGroupLabel($groupRef: String!, $labelRef: String!) {
  deleteLabel(groupRef: $groupRef, labelRef: $labelRef)
}`,
};

export type SubscribeToProjectLabelResult = {
  subscribeToLabel: {
    changed: boolean;
    label: LabelFields;
  };
};

export const SubscribeToProjectLabel: Operation<SubscribeToProjectLabelResult> = {
  name: 'SubscribeToProjectLabel',
  document: `mutation SubscribeToProjectLabel($projectRef: String!, $labelRef: String!) {
  subscribeToLabel(projectRef: $projectRef, labelRef: $labelRef) {
    changed
    label {
      ...LabelFields
    }
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type UnsubscribeFromProjectLabelResult = {
  unsubscribeFromLabel: {
    changed: boolean;
    label: LabelFields;
  };
};

export const UnsubscribeFromProjectLabel: Operation<UnsubscribeFromProjectLabelResult> = {
  name: 'UnsubscribeFromProjectLabel',
  document: `mutation UnsubscribeFromProjectLabel($projectRef: String!, $labelRef: String!) {
  unsubscribeFromLabel(projectRef: $projectRef, labelRef: $labelRef) {
    changed
    label {
      ...LabelFields
    }
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type SubscribeToGroupLabelResult = {
  subscribeToLabel: {
    changed: boolean;
    label: LabelFields;
  };
};

export const SubscribeToGroupLabel: Operation<SubscribeToGroupLabelResult> = {
  name: 'SubscribeToGroupLabel',
  document: `mutation SubscribeToGroupLabel($groupRef: String!, $labelRef: String!) {
  subscribeToLabel(groupRef: $groupRef, labelRef: $labelRef) {
    changed
    label {
      ...LabelFields
    }
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};

export type UnsubscribeFromGroupLabelResult = {
  unsubscribeFromLabel: {
    changed: boolean;
    label: LabelFields;
  };
};

export const UnsubscribeFromGroupLabel: Operation<UnsubscribeFromGroupLabelResult> = {
  name: 'UnsubscribeFromGroupLabel',
  document: `mutation UnsubscribeFromGroupLabel($groupRef: String!, $labelRef: String!) {
  unsubscribeFromLabel(groupRef: $groupRef, labelRef: $labelRef) {
    changed
    label {
      ...LabelFields
    }
  }
}

fragment LabelFields on Label {
  id
  name
  color
  description
  descriptionHtml
  textColor
  subscribed
  priority
  isProjectLabel
}`,
};
