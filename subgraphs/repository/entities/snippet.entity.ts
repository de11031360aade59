import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export type SnippetVisibility = 'private' | 'internal' | 'public';

/**
 * A personal (no project) or project snippet. Its files live in its own bare repository on a storage
 * shard (`@snippets/...`, GitLab's Snippet#disk_path); `filePaths` is the file list of the last
 * commit, kept beside the record so a list of snippets needs no git call per row.
 */
@Entity({ tableName: 'snippets' })
export class Snippet {
  [OptionalProps]?: 'description' | 'filePaths' | 'userAgent' | 'ipAddress' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: false }) id!: number;
  @Property({ type: 'text' }) title!: string;
  @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Property({ type: 'text' }) visibility!: SnippetVisibility;
  /** Identity's user (a plain integer, no foreign key). */
  @Property({ type: 'integer' }) authorId!: number;
  /** Collaboration's project; null for a personal snippet. */
  @Property({ type: 'integer', nullable: true }) projectId: number | null = null;
  @Property({ type: 'text' }) storage!: string;
  /** Relative to the shard root, without `.git`: `@snippets/ab/cd/<sha256(id)>`. */
  @Property({ type: 'text', unique: true }) diskPath!: string;
  /** The repository's root ref, for the files' raw URLs (GitLab's `repository.root_ref`). */
  @Property({ type: 'text' }) defaultBranch!: string;
  @Property({ type: 'json', default: '[]' }) filePaths: string[] = [];
  /** UserAgentDetail of the creating request (GitLab keeps it for spam reports). */
  @Property({ type: 'text', nullable: true }) userAgent: string | null = null;
  @Property({ type: 'text', nullable: true }) ipAddress: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();

  constructor(fields: { id: number; title: string; visibility: SnippetVisibility; authorId: number; projectId: number | null; storage: string; diskPath: string; defaultBranch: string }) {
    Object.assign(this, fields);
  }
}
