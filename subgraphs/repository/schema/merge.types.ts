import { Directive, Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/**
 * Collaboration's MergeRequest, seen from here: its key and the diff it stores (the target project and
 * the base and head commits). This subgraph contributes the commits and diffs between them.
 */
@Directive('@key(fields: "id")')
@ObjectType('MergeRequest')
export class MergeRequestRef {
  @Field(() => ID) id!: string;
  @Directive('@external') @Field(() => ID) targetProjectId!: string;
  @Directive('@external') @Field(() => String, { nullable: true }) diffBaseSha!: string | null;
  @Directive('@external') @Field(() => String, { nullable: true }) diffHeadSha!: string | null;
}

/** What a merge request needs to know about its two branches (MergeRequests::MergeabilityCheckService). */
@ObjectType()
export class MergeCheck {
  @Field(() => String, { nullable: true, description: 'The source branch head; null when the branch is gone.' }) sourceSha!: string | null;
  @Field(() => String, { nullable: true, description: 'The target branch head; null when the branch is gone.' }) targetSha!: string | null;
  @Field(() => String, { nullable: true, description: 'Their merge base (diff_refs.base_sha).' }) baseSha!: string | null;
  @Field(() => Boolean, { description: 'A three-way merge of the two heads conflicts.' }) hasConflicts!: boolean;
  @Field(() => Int, { description: 'Commits on the target that the source lacks.' }) divergedCommitsCount!: number;
  @Field(() => Int, { description: 'Commits on the source that the target lacks.' }) commitsCount!: number;
  @Field(() => Int, { description: 'Files changed between the merge base and the source head.' }) changesCount!: number;
  @Field(() => Boolean, { description: 'The caller may merge into the target branch (push_code and its protection).' }) canMerge!: boolean;
}

@InputType()
export class MergeBranchesInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) sourceBranch!: string;
  @Field(() => String) targetBranch!: string;
  @Field(() => String, { description: 'The source head the merge was asked for; another one fails the merge.' }) sourceSha!: string;
  @Field(() => String, { description: '`merge` (a merge commit), `rebase_merge` or `ff` (fast-forward only).' }) mergeMethod!: string;
  @Field(() => String) mergeCommitMessage!: string;
  @Field(() => String, { nullable: true, description: 'Squash the source commits into one with this message first.' }) squashCommitMessage?: string | null;
  @Field(() => Boolean, { defaultValue: false }) removeSourceBranch!: boolean;
}

/** The commits a merge wrote; `mergeCommitSha` is null for a fast-forward. */
@ObjectType()
export class MergeResult {
  @Field(() => String, { nullable: true }) mergeCommitSha!: string | null;
  @Field(() => String, { nullable: true }) squashCommitSha!: string | null;
  @Field(() => String) targetSha!: string;
  @Field(() => Boolean) sourceBranchRemoved!: boolean;
}
