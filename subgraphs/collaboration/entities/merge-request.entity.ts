import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

export type MergeRequestState = 'opened' | 'closed' | 'locked' | 'merged';

/**
 * A merge request into a project (GitLab's MergeRequest with its latest diff's refs and merge
 * metrics). `projectId` is the target project; `iid` counts per project. The repository subgraph
 * adds the diff's commits and file changes from `diffBaseSha`..`diffHeadSha`.
 */
@Directive('@key(fields: "id")')
@ObjectType('MergeRequest')
@Entity({ tableName: 'merge_requests' })
export class MergeRequest {
  [OptionalProps]?: 'description' | 'state' | 'milestoneId' | 'discussionLocked' | 'squash' | 'forceRemoveSourceBranch' | 'mergeStatus' | 'hasConflicts' | 'hasConflicts'
    | 'mergeError' | 'diffBaseSha' | 'diffHeadSha' | 'diffStartSha' | 'changesCount' | 'divergedCommitsCount' | 'mergeCommitSha'
    | 'squashCommitSha' | 'mergeUserId' | 'mergedAt' | 'closedById' | 'closedAt' | 'preparedAt' | 'lockedAt' | 'timeEstimate' | 'createdAt' | 'updatedAt';

  @Field(() => ID) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => ID) @Property({ type: 'integer' }) projectId!: number;
  @Field(() => Int) @Property({ type: 'integer' }) iid!: number;
  @Field(() => ID) @Property({ type: 'integer' }) sourceProjectId!: number;
  @Field(() => String) @Property({ type: 'text' }) sourceBranch!: string;
  @Field(() => String) @Property({ type: 'text' }) targetBranch!: string;
  @Property({ type: 'integer', nullable: true }) authorId!: number | null;
  @Field(() => String) @Property({ type: 'text' }) title!: string;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) description: string | null = null;
  @Field(() => String) @Property({ type: 'text', default: 'opened' }) state: MergeRequestState = 'opened';
  @Property({ type: 'integer', nullable: true }) milestoneId: number | null = null;
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', nullable: true }) discussionLocked: boolean | null = null;
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) squash = false;
  @Field(() => Boolean, { nullable: true }) @Property({ type: 'boolean', nullable: true }) forceRemoveSourceBranch: boolean | null = null;
  /** `unchecked`, `can_be_merged` or `cannot_be_merged` (conflicts, a missing branch, no commits). */
  @Field(() => String) @Property({ type: 'text', default: 'unchecked' }) mergeStatus = 'unchecked';
  /** The last check found the branches conflicting (as opposed to missing or without commits). */
  @Field(() => Boolean) @Property({ type: 'boolean', default: false }) hasConflicts = false;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) mergeError: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) diffBaseSha: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) diffHeadSha: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) diffStartSha: string | null = null;
  @Property({ type: 'integer', nullable: true }) changesCount: number | null = null;
  @Field(() => Int) @Property({ type: 'integer', default: 0 }) divergedCommitsCount = 0;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) mergeCommitSha: string | null = null;
  @Field(() => String, { nullable: true }) @Property({ type: 'text', nullable: true }) squashCommitSha: string | null = null;
  @Property({ type: 'integer', nullable: true }) mergeUserId: number | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) mergedAt: Date | null = null;
  @Property({ type: 'integer', nullable: true }) closedById: number | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) closedAt: Date | null = null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'timestamptz', nullable: true }) preparedAt: Date | null = null;
  /** When a merge locked it; a lock older than a merge can take was left by a process that died mid-merge. */
  @Property({ type: 'timestamptz', nullable: true }) lockedAt: Date | null = null;
  @Property({ type: 'integer', default: 0 }) timeEstimate = 0;
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'timestamptz', defaultRaw: 'now()' }) updatedAt: Date = new Date();
}
