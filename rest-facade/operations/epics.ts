// Generated from epics.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { EpicFields } from './fragments/epic';

export type GroupEpicsResult = {
  groupEpics: {
    nodes: Array<EpicFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const GroupEpics: Operation<GroupEpicsResult> = {
  name: 'GroupEpics',
  document: `query GroupEpics($ref: String!, $filter: EpicsFilter, $page: Int!, $perPage: Int!, $relativeToGroup: String) {
  groupEpics(groupRef: $ref, filter: $filter, page: $page, perPage: $perPage) {
    nodes {
      ...EpicFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment EpicFields on Epic {
  id
  iid
  color
  textColor
  groupId
  parentId
  parent {
    id
    iid
    groupId
  }
  title
  description
  confidential
  author {
    ...UserBasicFields
  }
  startDate
  startDateIsFixed
  startDateFixed
  startDateFromInheritedSource
  dueDate
  dueDateIsFixed
  dueDateFixed
  dueDateFromInheritedSource
  state
  webPath
  webUrl
  canAdmin
  references(relativeToGroup: $relativeToGroup) {
    short
    relative
    full
  }
  reference
  createdAt
  updatedAt
  closedAt
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  upvotes
  downvotes
  subscribed
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

export type GroupEpicResult = {
  groupEpic: EpicFields;
};

export const GroupEpic: Operation<GroupEpicResult> = {
  name: 'GroupEpic',
  document: `query GroupEpic($ref: String!, $iid: Int!, $relativeToGroup: String) {
  groupEpic(groupRef: $ref, iid: $iid) {
    ...EpicFields
  }
}

fragment EpicFields on Epic {
  id
  iid
  color
  textColor
  groupId
  parentId
  parent {
    id
    iid
    groupId
  }
  title
  description
  confidential
  author {
    ...UserBasicFields
  }
  startDate
  startDateIsFixed
  startDateFixed
  startDateFromInheritedSource
  dueDate
  dueDateIsFixed
  dueDateFixed
  dueDateFromInheritedSource
  state
  webPath
  webUrl
  canAdmin
  references(relativeToGroup: $relativeToGroup) {
    short
    relative
    full
  }
  reference
  createdAt
  updatedAt
  closedAt
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  upvotes
  downvotes
  subscribed
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

export type CreateEpicResult = {
  createEpic: EpicFields;
};

export const CreateEpic: Operation<CreateEpicResult> = {
  name: 'CreateEpic',
  document: `mutation CreateEpic($ref: String!, $input: CreateEpicInput!, $relativeToGroup: String) {
  createEpic(groupRef: $ref, input: $input) {
    ...EpicFields
  }
}

fragment EpicFields on Epic {
  id
  iid
  color
  textColor
  groupId
  parentId
  parent {
    id
    iid
    groupId
  }
  title
  description
  confidential
  author {
    ...UserBasicFields
  }
  startDate
  startDateIsFixed
  startDateFixed
  startDateFromInheritedSource
  dueDate
  dueDateIsFixed
  dueDateFixed
  dueDateFromInheritedSource
  state
  webPath
  webUrl
  canAdmin
  references(relativeToGroup: $relativeToGroup) {
    short
    relative
    full
  }
  reference
  createdAt
  updatedAt
  closedAt
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  upvotes
  downvotes
  subscribed
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

export type UpdateEpicResult = {
  updateEpic: EpicFields;
};

export const UpdateEpic: Operation<UpdateEpicResult> = {
  name: 'UpdateEpic',
  document: `mutation UpdateEpic($ref: String!, $iid: Int!, $input: UpdateEpicInput!, $relativeToGroup: String) {
  updateEpic(groupRef: $ref, iid: $iid, input: $input) {
    ...EpicFields
  }
}

fragment EpicFields on Epic {
  id
  iid
  color
  textColor
  groupId
  parentId
  parent {
    id
    iid
    groupId
  }
  title
  description
  confidential
  author {
    ...UserBasicFields
  }
  startDate
  startDateIsFixed
  startDateFixed
  startDateFromInheritedSource
  dueDate
  dueDateIsFixed
  dueDateFixed
  dueDateFromInheritedSource
  state
  webPath
  webUrl
  canAdmin
  references(relativeToGroup: $relativeToGroup) {
    short
    relative
    full
  }
  reference
  createdAt
  updatedAt
  closedAt
  labels {
    id
    name
    color
    description
    descriptionHtml
    textColor
  }
  upvotes
  downvotes
  subscribed
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

export type DeleteEpicResult = {
  deleteEpic: boolean;
};

export const DeleteEpic: Operation<DeleteEpicResult> = {
  name: 'DeleteEpic',
  document: `mutation DeleteEpic($ref: String!, $iid: Int!) {
  deleteEpic(groupRef: $ref, iid: $iid)
}`,
};
