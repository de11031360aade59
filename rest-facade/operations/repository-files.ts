// Generated from repository-files.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';
import type { CommitFields } from './fragments/commit';
import type { FileHeaderFields } from './fragments/repository';

export type RepositoryFileHeadResult = {
  projectRepository: {
    file: FileHeaderFields;
  };
};

export const RepositoryFileHead: Operation<RepositoryFileHeadResult> = {
  name: 'RepositoryFileHead',
  document: `query RepositoryFileHead($projectId: ID!, $path: String!, $ref: String!) {
  projectRepository(projectId: $projectId) {
    file(filePath: $path, ref: $ref) {
      ...FileHeaderFields
    }
  }
}

fragment FileHeaderFields on RepositoryFile {
  fileName
  filePath
  size
  encoding
  contentSha256
  ref
  blobId
  commitId
  lastCommitId
  executeFilemode
}`,
};

export type RepositoryFileResult = {
  projectRepository: {
    file: FileHeaderFields & {
      content: string;
    };
  };
};

export const RepositoryFile: Operation<RepositoryFileResult> = {
  name: 'RepositoryFile',
  document: `query RepositoryFile($projectId: ID!, $path: String!, $ref: String!) {
  projectRepository(projectId: $projectId) {
    file(filePath: $path, ref: $ref) {
      ...FileHeaderFields
      content
    }
  }
}

fragment FileHeaderFields on RepositoryFile {
  fileName
  filePath
  size
  encoding
  contentSha256
  ref
  blobId
  commitId
  lastCommitId
  executeFilemode
}`,
};

export type RepositoryFileRawResult = {
  projectRepository: {
    storage: string;
    diskPath: string;
    file: FileHeaderFields;
  };
};

export const RepositoryFileRaw: Operation<RepositoryFileRawResult> = {
  name: 'RepositoryFileRaw',
  document: `query RepositoryFileRaw($projectId: ID!, $path: String!, $ref: String) {
  projectRepository(projectId: $projectId) {
    storage
    diskPath
    file(filePath: $path, ref: $ref) {
      ...FileHeaderFields
    }
  }
}

fragment FileHeaderFields on RepositoryFile {
  fileName
  filePath
  size
  encoding
  contentSha256
  ref
  blobId
  commitId
  lastCommitId
  executeFilemode
}`,
};

export type RepositoryBlameResult = {
  projectRepository: {
    blame: Array<{
      commit: CommitFields;
      lines: Array<string>;
    }>;
  };
};

export const RepositoryBlame: Operation<RepositoryBlameResult> = {
  name: 'RepositoryBlame',
  document: `query RepositoryBlame($projectId: ID!, $path: String!, $ref: String!, $start: Int, $end: Int) {
  projectRepository(projectId: $projectId) {
    blame(filePath: $path, ref: $ref, rangeStart: $start, rangeEnd: $end) {
      commit {
        ...CommitFields
      }
      lines
    }
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

export type CreateFileResult = {
  createFile: {
    filePath: string;
    branch: string;
  };
};

export const CreateFile: Operation<CreateFileResult> = {
  name: 'CreateFile',
  document: `mutation CreateFile($input: FileCommitInput!) {
  createFile(input: $input) {
    filePath
    branch
  }
}`,
};

export type UpdateFileResult = {
  updateFile: {
    filePath: string;
    branch: string;
  };
};

export const UpdateFile: Operation<UpdateFileResult> = {
  name: 'UpdateFile',
  document: `mutation UpdateFile($input: FileCommitInput!) {
  updateFile(input: $input) {
    filePath
    branch
  }
}`,
};

export type DeleteFileResult = {
  deleteFile: {
    filePath: string;
    branch: string;
  };
};

export const DeleteFile: Operation<DeleteFileResult> = {
  name: 'DeleteFile',
  document: `mutation DeleteFile($input: FileCommitInput!) {
  deleteFile(input: $input) {
    filePath
    branch
  }
}`,
};
