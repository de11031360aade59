import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import type { RepositoryStorageMove } from '../entities/repository-storage-move.entity';
import { ProjectRef, projectRef } from './project-ref.type';
import { StorageMoveGroupRef, storageMoveGroupRef } from './storage-move.refs';

/**
 * Entities::BasicRepositoryStorageMove with its container: `project` (ProjectIdentity), `snippet`
 * (BasicSnippet) or `group` (BasicGroupDetails), whichever `containerType` names.
 */
@ObjectType('RepositoryStorageMove')
export class RepositoryStorageMoveNode {
  @Field(() => ID) id!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: "GitLab's human state name: initial, scheduled, started, replicated, finished, failed, cleanup failed." })
  state!: string;
  @Field(() => String) sourceStorageName!: string;
  @Field(() => String) destinationStorageName!: string;
  @Field(() => String, { nullable: true }) errorMessage!: string | null;
  @Field(() => String, { description: 'project, snippet or group.' }) containerType!: string;
  @Field(() => ProjectRef, { nullable: true }) project!: ProjectRef | null;
  @Field(() => StorageMoveGroupRef, { nullable: true }) group!: StorageMoveGroupRef | null;
  /** Resolved by a batched field resolver (the snippet record lives in this subgraph). */
  snippetId!: number | null;
}

export const RepositoryStorageMovePage = Paginated(RepositoryStorageMoveNode, 'RepositoryStorageMovePage');

export function storageMoveNode(move: RepositoryStorageMove): RepositoryStorageMoveNode {
  return Object.assign(new RepositoryStorageMoveNode(), {
    id: String(move.id), createdAt: new Date(move.createdAt), state: move.state,
    sourceStorageName: move.sourceStorageName, destinationStorageName: move.destinationStorageName,
    errorMessage: move.errorMessage, containerType: move.containerType,
    project: move.containerType === 'project' ? projectRef(move.containerId) : null,
    group: move.containerType === 'group' ? storageMoveGroupRef(move.containerId) : null,
    snippetId: move.containerType === 'snippet' ? move.containerId : null,
  });
}

/** Which moves a list or lookup is about: a kind, and on the per-resource routes the container's `:id`. */
@ArgsType()
export class StorageMoveScopeArgs {
  @Field(() => String, { description: 'project, snippet or group.' }) containerType!: string;
  @Field(() => ID, { nullable: true, description: "The container's `:id` (a project's or group's id or full path, a snippet's id)." })
  containerRef?: string | null;
}

@InputType()
export class ScheduleStorageMoveInput {
  @Field(() => String) containerType!: string;
  @Field(() => ID) containerRef!: string;
  @Field(() => String, { nullable: true }) destinationStorageName?: string | null;
}

@InputType()
export class ScheduleBulkStorageMovesInput {
  @Field(() => String) containerType!: string;
  @Field(() => String) sourceStorageName!: string;
  @Field(() => String, { nullable: true }) destinationStorageName?: string | null;
}
