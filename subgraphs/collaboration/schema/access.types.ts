import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** GitLab's MemberAccess (ProjectAccess / GroupAccess entities) inside `permissions`. */
@ObjectType()
export class MemberAccess {
  @Field(() => Int) accessLevel!: number;
  /** The member's notification level; `global` (3) until notification settings exist. */
  @Field(() => Int) notificationLevel!: number;
}

@ObjectType()
export class ProjectPermissions {
  @Field(() => MemberAccess, { nullable: true }) projectAccess!: MemberAccess | null;
  @Field(() => MemberAccess, { nullable: true }) groupAccess!: MemberAccess | null;
}

/** The caller's access to one project, for other subgraphs' authorization (batched, request-cached). */
@ObjectType()
export class ProjectAccessGrant {
  @Field(() => ID) projectId!: string;
  /** Highest membership level (direct, inherited, personal owner); 0 for none. */
  @Field(() => Int) accessLevel!: number;
  @Field(() => Boolean) canRead!: boolean;
  /** GitLab's `download_code` (read_code): browse, fetch and clone the repository. */
  @Field(() => Boolean) canReadCode!: boolean;
  @Field(() => Boolean) isAdmin!: boolean;
}

@ObjectType()
export class GroupAccessGrant {
  @Field(() => ID) groupId!: string;
  @Field(() => Int) accessLevel!: number;
  @Field(() => Boolean) canRead!: boolean;
  @Field(() => Boolean) isAdmin!: boolean;
}

/** Storage statistics. Sizes belong to the repository, ci and packages subgraphs; zero until they report. */
@ObjectType()
export class StorageStatistics {
  @Field(() => Float) commitCount!: number;
  @Field(() => Float) storageSize!: number;
  @Field(() => Float) repositorySize!: number;
  @Field(() => Float) wikiSize!: number;
  @Field(() => Float) lfsObjectsSize!: number;
  @Field(() => Float) jobArtifactsSize!: number;
  @Field(() => Float) pipelineArtifactsSize!: number;
  @Field(() => Float) packagesSize!: number;
  @Field(() => Float) snippetsSize!: number;
  @Field(() => Float) uploadsSize!: number;
  @Field(() => Float) containerRegistrySize!: number;
}

export function emptyStatistics(): StorageStatistics {
  return Object.assign(new StorageStatistics(), {
    commitCount: 0, storageSize: 0, repositorySize: 0, wikiSize: 0, lfsObjectsSize: 0, jobArtifactsSize: 0,
    pipelineArtifactsSize: 0, packagesSize: 0, snippetsSize: 0, uploadsSize: 0, containerRegistrySize: 0,
  });
}

/** Per-feature access levels (`disabled`, `private`, `enabled`, `public`). */
@ObjectType()
export class ProjectFeatures {
  @Field(() => String) issues!: string;
  @Field(() => String) repository!: string;
  @Field(() => String) mergeRequests!: string;
  @Field(() => String) forking!: string;
  @Field(() => String) wiki!: string;
  @Field(() => String) builds!: string;
  @Field(() => String) snippets!: string;
  @Field(() => String) pages!: string;
  @Field(() => String) operations!: string;
  @Field(() => String) analytics!: string;
  @Field(() => String) containerRegistry!: string;
  @Field(() => String) securityAndCompliance!: string;
  @Field(() => String) releases!: string;
  @Field(() => String) environments!: string;
  @Field(() => String) featureFlags!: string;
  @Field(() => String) infrastructure!: string;
  @Field(() => String) monitor!: string;
  @Field(() => String) modelExperiments!: string;
  @Field(() => String) modelRegistry!: string;
  @Field(() => String) requirements!: string;
}
