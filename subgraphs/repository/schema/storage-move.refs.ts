import { Directive, Field, ID, ObjectType } from 'type-graphql';

/** Collaboration's Group, seen from here: only its key (a group storage move's group). */
@Directive('@key(fields: "id")')
@ObjectType('Group')
export class StorageMoveGroupRef {
  @Field(() => ID) id!: string;
}

export function storageMoveGroupRef(id: number): StorageMoveGroupRef {
  return Object.assign(new StorageMoveGroupRef(), { id: String(id) });
}
