import { Directive, Field, ID, ObjectType } from 'type-graphql';
import type { RepositoryRecord } from '../entities/repository-record.entity';

/**
 * A project's git repository (GitLab's Gitaly-backed repository). Key: the project id, since a
 * project has at most one repository. Content fields check the caller's right to read code.
 */
@Directive('@key(fields: "id")')
@ObjectType('Repository')
export class RepositoryNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  /** The storage shard (`default`, or a REPOSITORY_STORAGES name). */
  @Field(() => String) storage!: string;
  /** Relative to the shard: `@hashed/ab/cd/<sha256 of the project id>`. */
  @Field(() => String) diskPath!: string;
  @Field(() => String, { nullable: true }) defaultBranch!: string | null;
  @Field(() => Date) createdAt!: Date;
  record!: RepositoryRecord;
}

export function repositoryNode(record: RepositoryRecord): RepositoryNode {
  return Object.assign(new RepositoryNode(), {
    id: String(record.projectId),
    projectId: String(record.projectId),
    storage: record.storage,
    diskPath: record.diskPath,
    defaultBranch: record.defaultBranch,
    createdAt: record.createdAt,
    record,
  });
}
