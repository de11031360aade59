import { Field, InputType } from 'type-graphql';

/** GET /namespaces filters (lib/api/namespaces.rb). */
@InputType()
export class NamespaceFilter {
  /** Name or path contains every word (full path and full name with `fullPathSearch`). */
  @Field(() => String, { nullable: true }) search?: string;
  /** Only the personal namespace and the groups the caller owns directly. */
  @Field(() => Boolean, { nullable: true }) ownedOnly?: boolean;
  @Field(() => Boolean, { nullable: true }) topLevelOnly?: boolean;
  @Field(() => Boolean, { nullable: true }) fullPathSearch?: boolean;
}
