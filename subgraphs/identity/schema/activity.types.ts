import { Paginated } from '@forgegraph/platform';
import { Field, ObjectType } from 'type-graphql';

/** The day a user last used GitLab (doc/api/users.md, "Get user activities"). */
@ObjectType()
export class UserActivity {
  @Field(() => String) username!: string;
  /** `YYYY-MM-DD` */
  @Field(() => String) lastActivityOn!: string;
}

export const UserActivityPage = Paginated(UserActivity);
