import { Field, InputType, Int } from 'type-graphql';

/** Fields of POST and PUT /groups/:id/epics; absent fields are left as they are, null clears. */
@InputType('EpicFieldsInput')
export abstract class EpicFieldsInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true }) confidential?: boolean | null;
  /** `#rrggbb` or a CSS colour name. */
  @Field(() => String, { nullable: true }) color?: string | null;
  /** `YYYY-MM-DD` (GitLab's `start_date_fixed`, legacy `start_date`); null or empty clears. */
  @Field(() => String, { nullable: true }) startDateFixed?: string | null;
  @Field(() => Boolean, { nullable: true }) startDateIsFixed?: boolean | null;
  /** `YYYY-MM-DD` (GitLab's `due_date_fixed`, legacy `end_date`); null or empty clears. */
  @Field(() => String, { nullable: true }) dueDateFixed?: string | null;
  @Field(() => Boolean, { nullable: true }) dueDateIsFixed?: boolean | null;
  /** Group label titles; titles the group does not have yet are created. Empty clears. */
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  /** The global id of the parent epic; 0 or null detaches. */
  @Field(() => Int, { nullable: true }) parentId?: number | null;
}

@InputType()
export class CreateEpicInput extends EpicFieldsInput {
  @Field(() => String) title!: string;
  /** Honoured for administrators and group owners only, as in GitLab. */
  @Field(() => String, { nullable: true }) createdAt?: string | null;
}

@InputType()
export class UpdateEpicInput extends EpicFieldsInput {
  @Field(() => String, { nullable: true }) title?: string | null;
  /** `close` or `reopen`. */
  @Field(() => String, { nullable: true }) stateEvent?: string | null;
  /** Honoured for administrators and group owners only. */
  @Field(() => String, { nullable: true }) updatedAt?: string | null;
  @Field(() => [String], { nullable: true }) addLabels?: string[] | null;
  @Field(() => [String], { nullable: true }) removeLabels?: string[] | null;
}

/** The filters GitLab's `not[...]` negates on epic lists. */
@InputType()
export class NegatedEpicsFilter {
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) authorUsername?: string | null;
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
}

/** EpicsFinder's params (doc/api/epics.md#list-epics-for-a-group). */
@InputType()
export class EpicsFilter {
  /** `opened`, `closed`; anything else (or absent) is all. */
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => Int, { nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) authorUsername?: string | null;
  /** Titles, all of which an epic must have (case-insensitive); or `None` / `Any`. */
  @Field(() => [String], { nullable: true }) labels?: string[] | null;
  @Field(() => String, { nullable: true }) search?: string | null;
  @Field(() => String, { nullable: true }) createdAfter?: string | null;
  @Field(() => String, { nullable: true }) createdBefore?: string | null;
  @Field(() => String, { nullable: true }) updatedAfter?: string | null;
  @Field(() => String, { nullable: true }) updatedBefore?: string | null;
  @Field(() => Boolean, { nullable: true }) confidential?: boolean | null;
  /** Default false. */
  @Field(() => Boolean, { nullable: true }) includeAncestorGroups?: boolean | null;
  /** Default true. */
  @Field(() => Boolean, { nullable: true }) includeDescendantGroups?: boolean | null;
  /** An emoji name, `None` or `Any`: epics the caller reacted to so. */
  @Field(() => String, { nullable: true }) myReactionEmoji?: string | null;
  /** `created_at` (default), `updated_at` or `title`. */
  @Field(() => String, { nullable: true }) orderBy?: string | null;
  @Field(() => String, { nullable: true }) sort?: string | null;
  @Field(() => NegatedEpicsFilter, { nullable: true }) not?: NegatedEpicsFilter | null;
}
