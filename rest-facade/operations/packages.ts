// Generated from packages.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type PackageFields = {
  id: string;
  name: string;
  version: string;
  packageType: string;
  status: string;
  createdAt: string;
  lastDownloadedAt: string | null;
  tags: Array<string>;
  projectId: number;
  canDestroy: boolean;
  project: {
    id: string;
    pathWithNamespace: string;
  };
};

export type PackageFileFields = {
  id: string;
  packageId: number;
  createdAt: string;
  fileName: string;
  size: number;
  fileMd5: string;
  fileSha1: string;
  fileSha256: string;
};

export type ProjectPackagesResult = {
  projectPackages: {
    nodes: Array<PackageFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
    };
  };
};

export const ProjectPackages: Operation<ProjectPackagesResult> = {
  name: 'ProjectPackages',
  document: `query ProjectPackages($projectRef: String!, $filter: PackageFilterInput, $page: Int!, $perPage: Int!) {
  projectPackages(
    projectRef: $projectRef
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...PackageFields
    }
    pageInfo {
      page
      perPage
      total
    }
  }
}

fragment PackageFields on Package {
  id
  name
  version
  packageType
  status
  createdAt
  lastDownloadedAt
  tags
  projectId
  canDestroy
  project {
    id
    pathWithNamespace
  }
}`,
};

export type GroupPackagesResult = {
  groupPackages: {
    nodes: Array<PackageFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
    };
  };
};

export const GroupPackages: Operation<GroupPackagesResult> = {
  name: 'GroupPackages',
  document: `query GroupPackages($groupRef: String!, $filter: PackageFilterInput, $page: Int!, $perPage: Int!) {
  groupPackages(
    groupRef: $groupRef
    filter: $filter
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...PackageFields
    }
    pageInfo {
      page
      perPage
      total
    }
  }
}

fragment PackageFields on Package {
  id
  name
  version
  packageType
  status
  createdAt
  lastDownloadedAt
  tags
  projectId
  canDestroy
  project {
    id
    pathWithNamespace
  }
}`,
};

export type ProjectPackageResult = {
  projectPackage: PackageFields;
};

export const ProjectPackage: Operation<ProjectPackageResult> = {
  name: 'ProjectPackage',
  document: `query ProjectPackage($projectRef: String!, $packageId: Int!) {
  projectPackage(projectRef: $projectRef, packageId: $packageId) {
    ...PackageFields
  }
}

fragment PackageFields on Package {
  id
  name
  version
  packageType
  status
  createdAt
  lastDownloadedAt
  tags
  projectId
  canDestroy
  project {
    id
    pathWithNamespace
  }
}`,
};

export type PackageFilesResult = {
  packageFiles: {
    nodes: Array<PackageFileFields>;
    pageInfo: {
      page: number;
      perPage: number;
      total: number | null;
    };
  };
};

export const PackageFiles: Operation<PackageFilesResult> = {
  name: 'PackageFiles',
  document: `query PackageFiles($projectRef: String!, $packageId: Int!, $page: Int!, $perPage: Int!) {
  packageFiles(
    projectRef: $projectRef
    packageId: $packageId
    page: $page
    perPage: $perPage
  ) {
    nodes {
      ...PackageFileFields
    }
    pageInfo {
      page
      perPage
      total
    }
  }
}

fragment PackageFileFields on PackageFile {
  id
  packageId
  createdAt
  fileName
  size
  fileMd5
  fileSha1
  fileSha256
}`,
};

export type DeletePackageResult = {
  deletePackage: boolean;
};

export const DeletePackage: Operation<DeletePackageResult> = {
  name: 'DeletePackage',
  document: `mutation DeletePackage($projectRef: String!, $packageId: Int!) {
  deletePackage(projectRef: $projectRef, packageId: $packageId)
}`,
};

export type DeletePackageFileResult = {
  deletePackageFile: boolean;
};

export const DeletePackageFile: Operation<DeletePackageFileResult> = {
  name: 'DeletePackageFile',
  document: `mutation DeletePackageFile($projectRef: String!, $packageId: Int!, $packageFileId: Int!) {
  deletePackageFile(
    projectRef: $projectRef
    packageId: $packageId
    packageFileId: $packageFileId
  )
}`,
};
