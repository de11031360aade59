// Generated from project-import-export.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type TransferProjectIdentity = {
  id: string;
  description: string | null;
  name: string;
  nameWithNamespace: string;
  path: string;
  pathWithNamespace: string;
  createdAt: string;
  webUrl: string;
};

export type ProjectImportStatusFields = {
  id: string;
  importStatus: string;
  importType: string | null;
  correlationId: string | null;
  importError: string | null;
  failedRelations: Array<Record<string, unknown>>;
  project: TransferProjectIdentity;
};

export type ProjectExportStatusResult = {
  projectExportStatus: {
    id: string;
    exportStatus: string;
    project: TransferProjectIdentity;
  };
};

export const ProjectExportStatus: Operation<ProjectExportStatusResult> = {
  name: 'ProjectExportStatus',
  document: `query ProjectExportStatus($id: ID!) {
  projectExportStatus(id: $id) {
    id
    exportStatus
    project {
      ...TransferProjectIdentity
    }
  }
}

fragment TransferProjectIdentity on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  webUrl
}`,
};

export type ExportProjectResult = {
  exportProject: boolean;
};

export const ExportProject: Operation<ExportProjectResult> = {
  name: 'ExportProject',
  document: `mutation ExportProject($project: String!, $description: String, $uploadUrl: String, $uploadHttpMethod: String) {
  exportProject(
    project: $project
    description: $description
    uploadUrl: $uploadUrl
    uploadHttpMethod: $uploadHttpMethod
  )
}`,
};

export type ProjectExportArchiveResult = {
  projectExportArchive: {
    objectKey: string;
    filename: string;
  };
};

export const ProjectExportArchive: Operation<ProjectExportArchiveResult> = {
  name: 'ProjectExportArchive',
  document: `query ProjectExportArchive($project: String!) {
  projectExportArchive(project: $project) {
    objectKey
    filename
  }
}`,
};

export type ProjectImportUploadLimitResult = {
  projectImportUploadLimit: number;
};

export const ProjectImportUploadLimit: Operation<ProjectImportUploadLimitResult> = {
  name: 'ProjectImportUploadLimit',
  document: `query ProjectImportUploadLimit {
  projectImportUploadLimit
}`,
};

export type ImportProjectResult = {
  importProject: ProjectImportStatusFields;
};

export const ImportProject: Operation<ImportProjectResult> = {
  name: 'ImportProject',
  document: `mutation ImportProject($input: ImportProjectInput!) {
  importProject(input: $input) {
    ...ProjectImportStatusFields
  }
}

fragment ProjectImportStatusFields on ProjectImportStatus {
  id
  importStatus
  importType
  correlationId
  importError
  failedRelations
  project {
    ...TransferProjectIdentity
  }
}

fragment TransferProjectIdentity on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  webUrl
}`,
};

export type ProjectImportStatusResult = {
  projectImportStatus: ProjectImportStatusFields;
};

export const ProjectImportStatus: Operation<ProjectImportStatusResult> = {
  name: 'ProjectImportStatus',
  document: `query ProjectImportStatus($id: ID!) {
  projectImportStatus(id: $id) {
    ...ProjectImportStatusFields
  }
}

fragment ProjectImportStatusFields on ProjectImportStatus {
  id
  importStatus
  importType
  correlationId
  importError
  failedRelations
  project {
    ...TransferProjectIdentity
  }
}

fragment TransferProjectIdentity on Project {
  id
  description
  name
  nameWithNamespace
  path
  pathWithNamespace
  createdAt
  webUrl
}`,
};
