import { Field, InputType, Int } from 'type-graphql';
import { MergeRequestApprovalRuleAttributesInput } from './approval.inputs';

/** Fields of POST and PUT /projects/:id/merge_requests; absent fields are left as they are. */
@InputType('MergeRequestFieldsInput')
export abstract class MergeRequestFieldsInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Empty or `[0]` unassigns. */
  @Field(() => [Int], { nullable: true }) assigneeIds?: number[] | null;
  /** Empty or `[0]` removes every reviewer. */
  @Field(() => [Int], { nullable: true }) reviewerIds?: number[] | null;
  /** Label titles; missing ones are created for Reporters and above. Empty clears. */
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  /** A milestone of the project or its groups; 0 clears. */
  @Field(() => Int, { nullable: true }) milestoneId?: number | null;
  /** GitLab's `remove_source_branch` (force_remove_source_branch). */
  @Field(() => Boolean, { nullable: true }) removeSourceBranch?: boolean | null;
  @Field(() => Boolean, { nullable: true }) squash?: boolean | null;
  @Field(() => Boolean, { nullable: true }) allowCollaboration?: boolean | null;
  /** Rules of the merge request's own; dropped where the project forbids overriding its rules. */
  @Field(() => [MergeRequestApprovalRuleAttributesInput], { nullable: true }) approvalRulesAttributes?: MergeRequestApprovalRuleAttributesInput[] | null;
}

@InputType()
export class CreateMergeRequestInput extends MergeRequestFieldsInput {
  @Field(() => String) sourceBranch!: string;
  @Field(() => String) targetBranch!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { nullable: true }) targetProjectId?: number | null;
}

@InputType()
export class UpdateMergeRequestInput extends MergeRequestFieldsInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => String, { nullable: true }) targetBranch?: string | null;
  /** `close` or `reopen`. */
  @Field(() => String, { nullable: true }) stateEvent?: string | null;
  @Field(() => Boolean, { nullable: true }) discussionLocked?: boolean | null;
  @Field(() => [String], { nullable: true }) addLabels?: string[] | null;
  @Field(() => [String], { nullable: true }) removeLabels?: string[] | null;
  /** Drops the merge request's own regular and any-approver rules, so the project's apply again. */
  @Field(() => Boolean, { nullable: true }) resetApprovalRulesToDefaults?: boolean | null;
}

/** PUT …/merge. */
@InputType()
export class MergeMergeRequestInput {
  @Field(() => String, { nullable: true }) mergeCommitMessage?: string | null;
  @Field(() => String, { nullable: true }) squashCommitMessage?: string | null;
  @Field(() => Boolean, { nullable: true }) squash?: boolean | null;
  @Field(() => Boolean, { nullable: true }) shouldRemoveSourceBranch?: boolean | null;
  /** Must equal the source branch head (409 otherwise). */
  @Field(() => String, { nullable: true }) sha?: string | null;
  @Field(() => Boolean, { nullable: true }) autoMerge?: boolean | null;
}

/** The filters GitLab's `not[...]` negates on merge request lists. */
@InputType()
export class NegatedMergeRequestsFilter {
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) authorUsername?: string | null;
  @Field(() => String, { nullable: true }) assigneeId?: string | null;
  @Field(() => [String], { nullable: true }) assigneeUsernames?: string[] | null;
  @Field(() => String, { nullable: true }) reviewerId?: string | null;
  @Field(() => String, { nullable: true }) reviewerUsername?: string | null;
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  @Field(() => String, { nullable: true }) milestone?: string | null;
  @Field(() => String, { nullable: true }) myReactionEmoji?: string | null;
}

/** MergeRequestsFinder's params (doc/api/merge_requests.md#list-merge-requests). */
@InputType()
export class MergeRequestsFilter {
  /** `opened`, `closed`, `locked`, `merged`; anything else is all. */
  @Field(() => String, { nullable: true }) state?: string | null;
  /** `created_by_me`, `assigned_to_me`, `reviews_for_me` or `all` (either spelling). */
  @Field(() => String, { nullable: true }) scope?: string | null;
  @Field(() => [Int], { nullable: true }) iids?: number[] | null;
  @Field(() => String, { nullable: true }) search?: string | null;
  @Field(() => [String], { nullable: true }) in?: string[] | null;
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) authorUsername?: string | null;
  /** A user id, `None` or `Any`. */
  @Field(() => String, { nullable: true }) assigneeId?: string | null;
  @Field(() => [String], { nullable: true }) assigneeUsernames?: string[] | null;
  /** A user id, `None` or `Any`. */
  @Field(() => String, { nullable: true }) reviewerId?: string | null;
  /** A username, `None` or `Any`. */
  @Field(() => String, { nullable: true }) reviewerUsername?: string | null;
  @Field(() => Int, { nullable: true }) mergeUserId?: number | null;
  @Field(() => String, { nullable: true }) mergeUserUsername?: string | null;
  /** Up to five user ids, or `None` / `Any`: approvals are not recorded yet, so nobody has approved. */
  @Field(() => [String], { nullable: true }) approvedByIds?: string[] | null;
  @Field(() => [String], { nullable: true }) approvedByUsernames?: string[] | null;
  @Field(() => [String], { nullable: true }) approverIds?: string[] | null;
  /** `yes` or `no`. */
  @Field(() => String, { nullable: true }) approved?: string | null;
  @Field(() => String, { nullable: true }) createdAfter?: string | null;
  @Field(() => String, { nullable: true }) createdBefore?: string | null;
  @Field(() => String, { nullable: true }) updatedAfter?: string | null;
  @Field(() => String, { nullable: true }) updatedBefore?: string | null;
  /** Deployments do not exist yet: a merge request is never deployed. */
  @Field(() => String, { nullable: true }) deployedAfter?: string | null;
  @Field(() => String, { nullable: true }) deployedBefore?: string | null;
  @Field(() => String, { nullable: true }) environment?: string | null;
  @Field(() => String, { nullable: true }) sourceBranch?: string | null;
  @Field(() => Int, { nullable: true }) sourceProjectId?: number | null;
  @Field(() => String, { nullable: true }) targetBranch?: string | null;
  /** `yes`: drafts only; `no`: no drafts. */
  @Field(() => String, { nullable: true }) wip?: string | null;
  @Field(() => Boolean, { nullable: true }) nonArchived?: boolean | null;
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  /** A milestone title, `None`, `Any`, `Upcoming` or `Started`. */
  @Field(() => String, { nullable: true }) milestone?: string | null;
  @Field(() => String, { nullable: true }) myReactionEmoji?: string | null;
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
  @Field(() => NegatedMergeRequestsFilter, { nullable: true }) not?: NegatedMergeRequestsFilter | null;
}
