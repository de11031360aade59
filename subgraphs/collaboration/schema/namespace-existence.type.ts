import { Field, ObjectType } from 'type-graphql';

/** Entities::NamespaceExistence: whether a path is taken, and a free path to offer instead. */
@ObjectType()
export class NamespaceExistence {
  @Field(() => Boolean) exists!: boolean;
  @Field(() => [String]) suggests!: string[];
}
