import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** What a move moves: a project's repository, a snippet's, or a group's wiki repository. */
export type StorageMoveContainer = 'project' | 'snippet' | 'group';

/** GitLab's `human_state_name`s (RepositoryStorageMovable), as the API shows them. */
export type StorageMoveState = 'initial' | 'scheduled' | 'started' | 'replicated' | 'finished' | 'failed' | 'cleanup failed';

/**
 * One repository storage move (GitLab's project, snippet and group `*_repository_storage_moves`,
 * one table here with the container's kind). `state` only changes through the guarded transitions of
 * `storage-move-transitions.ts`, each in one transaction with its event.
 */
@Entity({ tableName: 'repository_storage_moves' })
export class RepositoryStorageMove {
  [OptionalProps]?: 'state' | 'errorMessage' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer' }) id!: number;
  @Property({ type: 'text' }) containerType!: StorageMoveContainer;
  /** The project's, snippet's or group's id (a plain integer, no foreign key). */
  @Property({ type: 'integer' }) containerId!: number;
  @Property({ type: 'text' }) state: StorageMoveState = 'initial';
  @Property({ type: 'text' }) sourceStorageName!: string;
  @Property({ type: 'text' }) destinationStorageName!: string;
  @Property({ type: 'text', nullable: true }) errorMessage: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();

  constructor(fields: { containerType: StorageMoveContainer; containerId: number; sourceStorageName: string; destinationStorageName: string }) {
    Object.assign(this, fields);
  }
}
