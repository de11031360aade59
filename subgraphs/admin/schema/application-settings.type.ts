import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The instance application settings (GitLab `GET /application/settings`).' })
export class ApplicationSettings {
  @Field(() => ID) id!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => GraphQLJSONObject, { description: "Every exposed setting under GitLab's snake_case name." })
  values!: Record<string, unknown>;
}
