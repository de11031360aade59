// Generated from nuget.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type NugetPackageFields = {
  id: string;
  projectId: number;
  name: string;
  version: string;
  normalizedVersion: string;
  createdAt: string;
  downloads: number;
  authors: string | null;
  description: string | null;
  summary: string | null;
  tags: Array<string>;
  projectUrl: string | null;
  licenseUrl: string | null;
  iconUrl: string | null;
  releaseNotes: string | null;
  frameworks: Array<string>;
  dependencies: Array<{
    name: string;
    range: string | null;
    targetFramework: string | null;
  }>;
};

export type NugetFeedOwnerResult = {
  nugetFeedOwner: string;
};

export const NugetFeedOwner: Operation<NugetFeedOwnerResult> = {
  name: 'NugetFeedOwner',
  document: `query NugetFeedOwner($projectRef: String, $groupRef: String) {
  nugetFeedOwner(projectRef: $projectRef, groupRef: $groupRef)
}`,
};

export type NugetPackageVersionsResult = {
  nugetPackageVersions: Array<NugetPackageFields>;
};

export const NugetPackageVersions: Operation<NugetPackageVersionsResult> = {
  name: 'NugetPackageVersions',
  document: `query NugetPackageVersions($projectRef: String, $groupRef: String, $name: String!) {
  nugetPackageVersions(projectRef: $projectRef, groupRef: $groupRef, name: $name) {
    ...NugetPackageFields
  }
}

fragment NugetPackageFields on Package {
  id
  projectId
  name
  version
  normalizedVersion
  createdAt
  downloads
  authors
  description
  summary
  tags
  projectUrl
  licenseUrl
  iconUrl
  releaseNotes
  frameworks
  dependencies {
    name
    range
    targetFramework
  }
}`,
};

export type NugetPackageVersionResult = {
  nugetPackage: NugetPackageFields;
};

export const NugetPackageVersion: Operation<NugetPackageVersionResult> = {
  name: 'NugetPackageVersion',
  document: `query NugetPackageVersion($projectRef: String, $groupRef: String, $name: String!, $version: String!) {
  nugetPackage(
    projectRef: $projectRef
    groupRef: $groupRef
    name: $name
    version: $version
  ) {
    ...NugetPackageFields
  }
}

fragment NugetPackageFields on Package {
  id
  projectId
  name
  version
  normalizedVersion
  createdAt
  downloads
  authors
  description
  summary
  tags
  projectUrl
  licenseUrl
  iconUrl
  releaseNotes
  frameworks
  dependencies {
    name
    range
    targetFramework
  }
}`,
};

export type NugetSearchResult = {
  nugetSearch: {
    totalHits: number;
    hits: Array<{
      name: string;
      totalDownloads: number;
      versions: Array<NugetPackageFields>;
    }>;
  };
};

export const NugetSearch: Operation<NugetSearchResult> = {
  name: 'NugetSearch',
  document: `query NugetSearch($projectRef: String, $groupRef: String, $q: String!, $skip: Int!, $take: Int!, $prerelease: Boolean!) {
  nugetSearch(
    projectRef: $projectRef
    groupRef: $groupRef
    q: $q
    skip: $skip
    take: $take
    prerelease: $prerelease
  ) {
    totalHits
    hits {
      name
      totalDownloads
      versions {
        ...NugetPackageFields
      }
    }
  }
}

fragment NugetPackageFields on Package {
  id
  projectId
  name
  version
  normalizedVersion
  createdAt
  downloads
  authors
  description
  summary
  tags
  projectUrl
  licenseUrl
  iconUrl
  releaseNotes
  frameworks
  dependencies {
    name
    range
    targetFramework
  }
}`,
};

export type AuthorizeNugetUploadResult = {
  authorizeNugetUpload: number;
};

export const AuthorizeNugetUpload: Operation<AuthorizeNugetUploadResult> = {
  name: 'AuthorizeNugetUpload',
  document: `mutation AuthorizeNugetUpload($projectRef: String!) {
  authorizeNugetUpload(projectRef: $projectRef)
}`,
};

export type CreateNugetPackageResult = {
  createNugetPackage: {
    id: string;
  };
};

export const CreateNugetPackage: Operation<CreateNugetPackageResult> = {
  name: 'CreateNugetPackage',
  document: `mutation CreateNugetPackage($input: CreateNugetPackageInput!) {
  createNugetPackage(input: $input) {
    id
  }
}`,
};

export type DownloadNugetPackageFileResult = {
  downloadNugetPackageFile: {
    fileName: string;
    size: number;
    objectKey: string;
  };
};

export const DownloadNugetPackageFile: Operation<DownloadNugetPackageFileResult> = {
  name: 'DownloadNugetPackageFile',
  document: `mutation DownloadNugetPackageFile($projectRef: String!, $name: String!, $version: String!, $fileName: String) {
  downloadNugetPackageFile(
    projectRef: $projectRef
    name: $name
    version: $version
    fileName: $fileName
  ) {
    fileName
    size
    objectKey
  }
}`,
};

export type DeleteNugetPackageResult = {
  deleteNugetPackage: boolean;
};

export const DeleteNugetPackage: Operation<DeleteNugetPackageResult> = {
  name: 'DeleteNugetPackage',
  document: `mutation DeleteNugetPackage($projectRef: String!, $name: String!, $version: String!) {
  deleteNugetPackage(projectRef: $projectRef, name: $name, version: $version)
}`,
};
