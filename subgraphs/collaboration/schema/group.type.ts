import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';

/**
 * A group, served from the same Namespace rows as personal namespaces (one id space). Derived fields
 * (creation levels as names, URLs, access, projects) come from GroupFieldsResolver.
 */
@Directive('@key(fields: "id")')
@ObjectType('Group')
export class Group {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) path!: string;
  @Field(() => String) description!: string;
  @Field(() => String) visibility!: string;
  @Field(() => String) fullPath!: string;
  @Field(() => String) fullName!: string;
  @Field(() => ID, { nullable: true }) parentId!: number | null;
  @Field(() => Boolean) shareWithGroupLock!: boolean;
  @Field(() => Boolean) requireTwoFactorAuthentication!: boolean;
  @Field(() => Int) twoFactorGracePeriod!: number;
  @Field(() => Boolean, { nullable: true }) autoDevopsEnabled!: boolean | null;
  @Field(() => Boolean) emailsEnabled!: boolean;
  @Field(() => Boolean, { nullable: true }) mentionsDisabled!: boolean | null;
  @Field(() => Boolean) lfsEnabled!: boolean;
  @Field(() => String, { nullable: true }) defaultBranch!: string | null;
  @Field(() => Int) defaultBranchProtection!: number;
  @Field(() => Boolean) requestAccessEnabled!: boolean;
  @Field(() => Date) createdAt!: Date;
}
