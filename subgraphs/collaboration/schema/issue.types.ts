import { Paginated } from '@forgegraph/platform';
import { Field, Int, ObjectType } from 'type-graphql';
import { Issue } from '../entities/issue.entity';

/** Entities::IssuableReferences: `#5`, relative to the requesting project or group, and the full path. */
@ObjectType()
export class IssuableReferences {
  @Field(() => String) short!: string;
  @Field(() => String) relative!: string;
  @Field(() => String) full!: string;
}

/** Entities::IssuableTimeStats: seconds, and ChronicDuration's short form (null when zero). */
@ObjectType()
export class TimeStats {
  @Field(() => Int) timeEstimate!: number;
  @Field(() => Int) totalTimeSpent!: number;
  @Field(() => String, { nullable: true }) humanTimeEstimate!: string | null;
  @Field(() => String, { nullable: true }) humanTotalTimeSpent!: string | null;
}

/** The description's task list items (`- [ ]` / `- [x]`). */
@ObjectType()
export class TaskCompletionStatus {
  @Field(() => Int) count!: number;
  @Field(() => Int) completedCount!: number;
}

/** POST …/subscribe and /unsubscribe: `changed` is false when there was nothing to do (GitLab's 304). */
@ObjectType()
export class IssueSubscriptionChange {
  @Field(() => Boolean) changed!: boolean;
  @Field(() => Issue) issue!: Issue;
}

export const IssuePage = Paginated(Issue);
