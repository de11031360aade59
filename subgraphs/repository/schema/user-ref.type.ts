import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Identity's User, seen from here: only its key (snippet authors; the gateway resolves the rest). */
@Directive('@key(fields: "id")')
@ObjectType('User')
export class UserRef {
  @Field(() => ID) id!: string;
}

export function userRef(id: number): UserRef {
  return Object.assign(new UserRef(), { id: String(id) });
}
