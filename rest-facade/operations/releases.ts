// Generated from releases.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { ReleaseFields, ReleaseLinkFields } from './fragments/release';

export type ProjectReleasesResult = {
  projectReleases: {
    nodes: Array<ReleaseFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ProjectReleases: Operation<ProjectReleasesResult> = {
  name: 'ProjectReleases',
  document: `query ProjectReleases($projectId: ID!, $orderBy: String!, $sort: String!, $updatedBefore: DateTimeISO, $updatedAfter: DateTimeISO, $page: Int!, $perPage: Int!) {
  projectReleases(
    projectId: $projectId
    orderBy: $orderBy
    sort: $sort
    updatedBefore: $updatedBefore
    updatedAfter: $updatedAfter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...ReleaseFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ReleaseFields on Release {
  id
  tagName
  name
  description
  createdAt
  releasedAt
  upcomingRelease
  historicalRelease
  canDownloadCode
  canUpdate
  author {
    ...UserBasicFields
  }
  commit {
    ...CommitFields
  }
  milestones {
    id
    iid
    projectId
    groupId
    title
    description
    state
    dueDate
    startDate
    createdAt
    updatedAt
    expired
    webUrl
  }
  links {
    ...ReleaseLinkFields
  }
  evidences {
    id
    sha
    collectedAt
  }
  project {
    webUrl
    path
    pathWithNamespace
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
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type ProjectReleaseResult = {
  projectRelease: ReleaseFields;
};

export const ProjectRelease: Operation<ProjectReleaseResult> = {
  name: 'ProjectRelease',
  document: `query ProjectRelease($projectId: ID!, $tagName: String!) {
  projectRelease(projectId: $projectId, tagName: $tagName) {
    ...ReleaseFields
  }
}

fragment ReleaseFields on Release {
  id
  tagName
  name
  description
  createdAt
  releasedAt
  upcomingRelease
  historicalRelease
  canDownloadCode
  canUpdate
  author {
    ...UserBasicFields
  }
  commit {
    ...CommitFields
  }
  milestones {
    id
    iid
    projectId
    groupId
    title
    description
    state
    dueDate
    startDate
    createdAt
    updatedAt
    expired
    webUrl
  }
  links {
    ...ReleaseLinkFields
  }
  evidences {
    id
    sha
    collectedAt
  }
  project {
    webUrl
    path
    pathWithNamespace
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
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type ProjectLatestReleaseResult = {
  projectLatestRelease: {
    projectId: string;
    tagName: string;
  };
};

export const ProjectLatestRelease: Operation<ProjectLatestReleaseResult> = {
  name: 'ProjectLatestRelease',
  document: `query ProjectLatestRelease($projectId: ID!) {
  projectLatestRelease(projectId: $projectId) {
    projectId
    tagName
  }
}`,
};

export type CreateReleaseResult = {
  createRelease: ReleaseFields;
};

export const CreateRelease: Operation<CreateReleaseResult> = {
  name: 'CreateRelease',
  document: `mutation CreateRelease($input: CreateReleaseInput!) {
  createRelease(input: $input) {
    ...ReleaseFields
  }
}

fragment ReleaseFields on Release {
  id
  tagName
  name
  description
  createdAt
  releasedAt
  upcomingRelease
  historicalRelease
  canDownloadCode
  canUpdate
  author {
    ...UserBasicFields
  }
  commit {
    ...CommitFields
  }
  milestones {
    id
    iid
    projectId
    groupId
    title
    description
    state
    dueDate
    startDate
    createdAt
    updatedAt
    expired
    webUrl
  }
  links {
    ...ReleaseLinkFields
  }
  evidences {
    id
    sha
    collectedAt
  }
  project {
    webUrl
    path
    pathWithNamespace
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
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type UpdateReleaseResult = {
  updateRelease: ReleaseFields;
};

export const UpdateRelease: Operation<UpdateReleaseResult> = {
  name: 'UpdateRelease',
  document: `mutation UpdateRelease($input: UpdateReleaseInput!) {
  updateRelease(input: $input) {
    ...ReleaseFields
  }
}

fragment ReleaseFields on Release {
  id
  tagName
  name
  description
  createdAt
  releasedAt
  upcomingRelease
  historicalRelease
  canDownloadCode
  canUpdate
  author {
    ...UserBasicFields
  }
  commit {
    ...CommitFields
  }
  milestones {
    id
    iid
    projectId
    groupId
    title
    description
    state
    dueDate
    startDate
    createdAt
    updatedAt
    expired
    webUrl
  }
  links {
    ...ReleaseLinkFields
  }
  evidences {
    id
    sha
    collectedAt
  }
  project {
    webUrl
    path
    pathWithNamespace
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
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type DeleteReleaseResult = {
  deleteRelease: ReleaseFields;
};

export const DeleteRelease: Operation<DeleteReleaseResult> = {
  name: 'DeleteRelease',
  document: `mutation DeleteRelease($projectId: ID!, $tagName: String!) {
  deleteRelease(projectId: $projectId, tagName: $tagName) {
    ...ReleaseFields
  }
}

fragment ReleaseFields on Release {
  id
  tagName
  name
  description
  createdAt
  releasedAt
  upcomingRelease
  historicalRelease
  canDownloadCode
  canUpdate
  author {
    ...UserBasicFields
  }
  commit {
    ...CommitFields
  }
  milestones {
    id
    iid
    projectId
    groupId
    title
    description
    state
    dueDate
    startDate
    createdAt
    updatedAt
    expired
    webUrl
  }
  links {
    ...ReleaseLinkFields
  }
  evidences {
    id
    sha
    collectedAt
  }
  project {
    webUrl
    path
    pathWithNamespace
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
}

fragment CommitFields on Commit {
  sha
  shortId
  createdAt
  parentIds
  title
  message
  authorName
  authorEmail
  authoredDate
  committerName
  committerEmail
  committedDate
  projectId
  project {
    webUrl
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type ReleaseLinksResult = {
  releaseLinks: {
    nodes: Array<ReleaseLinkFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const ReleaseLinks: Operation<ReleaseLinksResult> = {
  name: 'ReleaseLinks',
  document: `query ReleaseLinks($projectId: ID!, $tagName: String!, $page: Int!, $perPage: Int!) {
  releaseLinks(
    projectId: $projectId
    tagName: $tagName
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...ReleaseLinkFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type ReleaseLinkResult = {
  releaseLink: ReleaseLinkFields;
};

export const ReleaseLink: Operation<ReleaseLinkResult> = {
  name: 'ReleaseLink',
  document: `query ReleaseLink($projectId: ID!, $tagName: String!, $linkId: ID!) {
  releaseLink(projectId: $projectId, tagName: $tagName, linkId: $linkId) {
    ...ReleaseLinkFields
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type CreateReleaseLinkResult = {
  createReleaseLink: ReleaseLinkFields;
};

export const CreateReleaseLink: Operation<CreateReleaseLinkResult> = {
  name: 'CreateReleaseLink',
  document: `mutation CreateReleaseLink($projectId: ID!, $tagName: String!, $input: ReleaseLinkInput!) {
  createReleaseLink(projectId: $projectId, tagName: $tagName, input: $input) {
    ...ReleaseLinkFields
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type UpdateReleaseLinkResult = {
  updateReleaseLink: ReleaseLinkFields;
};

export const UpdateReleaseLink: Operation<UpdateReleaseLinkResult> = {
  name: 'UpdateReleaseLink',
  document: `mutation UpdateReleaseLink($projectId: ID!, $tagName: String!, $linkId: ID!, $input: ReleaseLinkInput!) {
  updateReleaseLink(
    projectId: $projectId
    tagName: $tagName
    linkId: $linkId
    input: $input
  ) {
    ...ReleaseLinkFields
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};

export type DeleteReleaseLinkResult = {
  deleteReleaseLink: ReleaseLinkFields;
};

export const DeleteReleaseLink: Operation<DeleteReleaseLinkResult> = {
  name: 'DeleteReleaseLink',
  document: `mutation DeleteReleaseLink($projectId: ID!, $tagName: String!, $linkId: ID!) {
  deleteReleaseLink(projectId: $projectId, tagName: $tagName, linkId: $linkId) {
    ...ReleaseLinkFields
  }
}

fragment ReleaseLinkFields on ReleaseLink {
  id
  name
  url
  filepath
  linkType
  tagName
  project {
    webUrl
  }
}`,
};
