import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * The identity subgraph's User, as collaboration references and extends it (STACK §3): only the
 * key here; collaboration contributes `memberships`, identity resolves everything else.
 */
@Directive('@key(fields: "id")')
@ObjectType('User')
export class UserRef {
  @Field(() => ID) id!: string;
}

export function userRef(id: number): UserRef {
  return Object.assign(new UserRef(), { id: String(id) });
}
