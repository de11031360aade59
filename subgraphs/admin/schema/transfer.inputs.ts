import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';

/** POST /projects/import's parameters, the archive already stored by the REST edge under `uploadKey`. */
@InputType()
export class ImportProjectInput {
  @Field(() => String) uploadKey!: string;
  @Field(() => String) path!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'Namespace id or full path; default the caller’s own.' }) namespace?: string | null;
  @Field(() => Boolean, { nullable: true }) overwrite?: boolean | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'GitLab project attribute names.' }) overrideParams?: Record<string, unknown> | null;
}
