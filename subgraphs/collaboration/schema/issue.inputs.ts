import { Field, InputType, Int } from 'type-graphql';

/** Fields of POST and PUT /projects/:id/issues; absent fields are left as they are, null clears. */
@InputType('IssueFieldsInput')
export abstract class IssueFieldsInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Empty or `[0]` unassigns (GitLab's `assignee_ids`). */
  @Field(() => [Int], { nullable: true }) assigneeIds?: number[] | null;
  @Field(() => Boolean, { nullable: true }) confidential?: boolean | null;
  @Field(() => Boolean, { nullable: true }) discussionLocked?: boolean | null;
  /** `YYYY-MM-DD`; null or empty clears. */
  @Field(() => String, { nullable: true }) dueDate?: string | null;
  /** `issue`, `incident`, `test_case` or `task`. */
  @Field(() => String, { nullable: true }) issueType?: string | null;
  @Field(() => Int, { nullable: true }) weight?: number | null;
  /** Label titles; those the project does not have yet are created (by Reporters and above). Empty clears. */
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  /** A milestone of the project or its groups; 0 or null clears. */
  @Field(() => Int, { nullable: true }) milestoneId?: number | null;
}

@InputType()
export class CreateIssueInput extends IssueFieldsInput {
  @Field(() => String) title!: string;
  /** Honoured for administrators and project owners only, as in GitLab. */
  @Field(() => String, { nullable: true }) createdAt?: string | null;
  @Field(() => Int, { nullable: true }) iid?: number | null;
}

@InputType()
export class UpdateIssueInput extends IssueFieldsInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  /** `close` or `reopen`. */
  @Field(() => String, { nullable: true }) stateEvent?: string | null;
  /** Honoured for administrators and project owners only. */
  @Field(() => String, { nullable: true }) updatedAt?: string | null;
  @Field(() => [String], { nullable: true }) addLabels?: string[] | null;
  @Field(() => [String], { nullable: true }) removeLabels?: string[] | null;
}

/** The filters GitLab's `not[...]` negates. */
@InputType()
export class NegatedIssuesFilter {
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) authorUsername?: string | null;
  /** A user id (`None`/`Any` are not negatable here, as in GitLab's `not[assignee_id]` integer). */
  @Field(() => Int, { nullable: true }) assigneeId?: number | null;
  @Field(() => [String], { nullable: true }) assigneeUsernames?: string[] | null;
  @Field(() => [Int], { nullable: true }) iids?: number[] | null;
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  @Field(() => String, { nullable: true }) milestone?: string | null;
  @Field(() => String, { nullable: true }) milestoneId?: string | null;
  /** An epic's global id. */
  @Field(() => String, { nullable: true }) epicId?: string | null;
  /** Issues the caller has not awarded this emoji. */
  @Field(() => String, { nullable: true }) myReactionEmoji?: string | null;
}

/** IssuesFinder's params (doc/api/issues.md#list-issues). */
@InputType()
export class IssuesFilter {
  /** `opened`, `closed`; anything else (or absent) is all. */
  @Field(() => String, { nullable: true }) state?: string | null;
  /** `created_by_me`, `assigned_to_me` or `all`. */
  @Field(() => String, { nullable: true }) scope?: string | null;
  @Field(() => [Int], { nullable: true }) iids?: number[] | null;
  @Field(() => String, { nullable: true }) search?: string | null;
  /** Where `search` looks: `title`, `description` (default both). */
  @Field(() => [String], { nullable: true }) in?: string[] | null;
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) authorUsername?: string | null;
  /** A user id, `None` or `Any`. */
  @Field(() => String, { nullable: true }) assigneeId?: string | null;
  @Field(() => [String], { nullable: true }) assigneeUsernames?: string[] | null;
  @Field(() => String, { nullable: true }) createdAfter?: string | null;
  @Field(() => String, { nullable: true }) createdBefore?: string | null;
  @Field(() => String, { nullable: true }) updatedAfter?: string | null;
  @Field(() => String, { nullable: true }) updatedBefore?: string | null;
  @Field(() => Boolean, { nullable: true }) confidential?: boolean | null;
  @Field(() => String, { nullable: true }) issueType?: string | null;
  /** `0`/`none`, `any`, `today`, `tomorrow`, `overdue`, `week`, `month`, `next_month_and_previous_two_weeks`. */
  @Field(() => String, { nullable: true }) dueDate?: string | null;
  @Field(() => Boolean, { nullable: true }) nonArchived?: boolean | null;
  /** Titles, all of which an issue must have (case-insensitive); or `None` / `Any`. */
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  /** A milestone title, `None`, `Any`, `Upcoming` or `Started`. */
  @Field(() => String, { nullable: true }) milestone?: string | null;
  /** Like `milestone`, GitLab's newer name for the special values (`None`, `Any`, `Upcoming`, `Started`). */
  @Field(() => String, { nullable: true }) milestoneId?: string | null;
  /** An epic's global id, `None` or `Any`. */
  @Field(() => String, { nullable: true }) epicId?: string | null;
  /** An emoji name the caller awarded, `None` or `Any`. */
  @Field(() => String, { nullable: true }) myReactionEmoji?: string | null;
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
  @Field(() => NegatedIssuesFilter, { nullable: true }) not?: NegatedIssuesFilter | null;
}
