import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The storage record of one project's git repository: which shard holds it, where, and what the
 * subgraph knows about it. The bare repository on disk is the truth for refs and objects.
 */
@Entity({ tableName: 'repositories' })
export class RepositoryRecord {
  [OptionalProps]?: 'defaultBranch' | 'sizeBytes' | 'commitCount' | 'createdAt' | 'updatedAt';

  /** The project's id (collaboration owns the project; this is a plain integer, no foreign key). */
  @PrimaryKey({ type: 'integer', autoincrement: false }) projectId!: number;
  @Property({ type: 'text' }) storage!: string;
  /** Relative to the shard root, without `.git`: `@hashed/ab/cd/<sha256>`. */
  @Property({ type: 'text', unique: true }) diskPath!: string;
  @Property({ type: 'text', nullable: true }) defaultBranch: string | null = null;
  @Property({ type: 'bigint', default: 0 }) sizeBytes: string = '0';
  /** Commits on the default branch, as last counted after a push (GitLab's statistics.commit_count). */
  @Property({ type: 'integer', default: 0 }) commitCount = 0;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() }) updatedAt: Date = new Date();

  constructor(projectId: number, storage: string, diskPath: string) {
    this.projectId = projectId;
    this.storage = storage;
    this.diskPath = diskPath;
  }
}
