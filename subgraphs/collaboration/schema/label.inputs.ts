import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Label } from '../entities/label.entity';

/** GET /projects/:id/labels and /groups/:id/labels filters (LabelsFinder). */
@InputType()
export class LabelFilter {
  @Field(() => Boolean, { nullable: true }) includeAncestorGroups?: boolean | null;
  @Field(() => Boolean, { nullable: true }) includeDescendantGroups?: boolean | null;
  @Field(() => Boolean, { nullable: true }) onlyGroupLabels?: boolean | null;
  @Field(() => String, { nullable: true }) search?: string | null;
}

@InputType()
export class CreateLabelInput {
  @Field(() => String) name!: string;
  /** `#RGB`, `#RRGGBB` or a CSS colour name. */
  @Field(() => String) color!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  /** Project labels only. */
  @Field(() => Int, { nullable: true }) priority?: number | null;
}

/** Absent fields stay as they are; `priority: null` removes the label's priority in the project. */
@InputType()
export class UpdateLabelInput {
  @Field(() => String, { nullable: true }) newName?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { nullable: true }) priority?: number | null;
}

/** Issue and merge request counts of a label (`with_counts=true`). */
@ObjectType()
export class LabelCounts {
  @Field(() => Int) openIssues!: number;
  @Field(() => Int) closedIssues!: number;
  @Field(() => Int) openMergeRequests!: number;
}

/** POST .../subscribe and /unsubscribe: `changed` is false when there was nothing to do (GitLab's 304). */
@ObjectType()
export class LabelSubscriptionChange {
  @Field(() => Boolean) changed!: boolean;
  @Field(() => Label) label!: Label;
}
