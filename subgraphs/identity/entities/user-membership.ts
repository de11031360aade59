import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';

/** One direct membership of a user (GitLab's Entities::Membership). */
@Directive('@shareable')
@ObjectType()
export class UserMembership {
  @Field(() => Int) sourceId!: number;
  @Field(() => String) sourceName!: string;
  @Field(() => String, { description: '`Project` or `Namespace`.' }) sourceType!: string;
  @Field(() => Int) accessLevel!: number;
}

export const UserMembershipPage = Paginated(UserMembership);
