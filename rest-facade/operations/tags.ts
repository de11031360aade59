// Generated from tags.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { TagFields } from './fragments/tag';

export type RepositoryTagsResult = {
  repositoryTags: {
    nodes: Array<TagFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
      nextCursor: string | null;
    };
  };
};

export const RepositoryTags: Operation<RepositoryTagsResult> = {
  name: 'RepositoryTags',
  document: `query RepositoryTags($projectId: ID!, $orderBy: String!, $sort: String!, $search: String, $page: Int!, $perPage: Int!) {
  repositoryTags(
    projectId: $projectId
    orderBy: $orderBy
    sort: $sort
    search: $search
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...TagFields
    }
    pageInfo {
      page
      perPage
      total
      nextCursor
    }
  }
}

fragment TagFields on Tag {
  name
  message
  target
  protected
  release {
    tagName
    description
  }
  commit {
    ...CommitFields
  }
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
}`,
};

export type RepositoryTagResult = {
  projectRepository: {
    tag: TagFields;
  };
};

export const RepositoryTag: Operation<RepositoryTagResult> = {
  name: 'RepositoryTag',
  document: `query RepositoryTag($projectId: ID!, $name: String!) {
  projectRepository(projectId: $projectId) {
    tag(name: $name) {
      ...TagFields
    }
  }
}

fragment TagFields on Tag {
  name
  message
  target
  protected
  release {
    tagName
    description
  }
  commit {
    ...CommitFields
  }
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
}`,
};

export type CreateTagResult = {
  createTag: TagFields;
};

export const CreateTag: Operation<CreateTagResult> = {
  name: 'CreateTag',
  document: `mutation CreateTag($input: CreateTagInput!) {
  createTag(input: $input) {
    ...TagFields
  }
}

fragment TagFields on Tag {
  name
  message
  target
  protected
  release {
    tagName
    description
  }
  commit {
    ...CommitFields
  }
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
}`,
};

export type DeleteTagResult = {
  deleteTag: boolean;
};

export const DeleteTag: Operation<DeleteTagResult> = {
  name: 'DeleteTag',
  document: `mutation DeleteTag($projectId: ID!, $name: String!) {
  deleteTag(projectId: $projectId, tagName: $name)
}`,
};

export type RepositoryTagSignatureResult = {
  projectRepository: {
    tagSignature: {
      signatureType: string;
      verificationStatus: string | null;
      x509Certificate: {
        id: string;
        subject: string;
        subjectKeyIdentifier: string;
        email: string;
        serialNumber: string;
        certificateStatus: string;
        x509Issuer: {
          id: string;
          subject: string;
          subjectKeyIdentifier: string;
          crlUrl: string | null;
        };
      } | null;
    };
  };
};

export const RepositoryTagSignature: Operation<RepositoryTagSignatureResult> = {
  name: 'RepositoryTagSignature',
  document: `query RepositoryTagSignature($projectId: ID!, $name: String!) {
  projectRepository(projectId: $projectId) {
    tagSignature(name: $name) {
      signatureType
      verificationStatus
      x509Certificate {
        id
        subject
        subjectKeyIdentifier
        email
        serialNumber
        certificateStatus
        x509Issuer {
          id
          subject
          subjectKeyIdentifier
          crlUrl
        }
      }
    }
  }
}`,
};
