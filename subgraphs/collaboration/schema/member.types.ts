import { GraphQLJSONObject } from 'graphql-scalars';
import { Directive, Field, Int, ObjectType } from 'type-graphql';
import { Member } from '../entities/member.entity';

/** POST .../members: the member(s) added, and per-user failures of a bulk add. */
@ObjectType()
export class AddMembersResult {
  @Field(() => [Member]) members!: Member[];
  @Field(() => GraphQLJSONObject) errors!: Record<string, string>;
}

/**
 * One direct membership of a user (GitLab's Entities::Membership). Shared with identity, which
 * declares the same type for its `userMemberships` query.
 */
@Directive('@shareable')
@ObjectType()
export class UserMembership {
  @Field(() => Int) sourceId!: number;
  @Field(() => String) sourceName!: string;
  @Field(() => String, { description: '`Project` or `Namespace`.' }) sourceType!: string;
  @Field(() => Int) accessLevel!: number;
}
