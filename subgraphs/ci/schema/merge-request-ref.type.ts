import { Directive, Field, ID, ObjectType } from 'type-graphql';

/**
 * Collaboration's MergeRequest, seen from here: its key and what finds its head pipeline (the
 * newest pipeline of its source branch's head in the source project), which collaboration provides.
 */
@Directive('@key(fields: "id")')
@ObjectType('MergeRequest')
export class MergeRequestRef {
  @Field(() => ID) id!: string;
  @Directive('@external') @Field(() => ID) targetProjectId!: string;
  @Directive('@external') @Field(() => ID) sourceProjectId!: string;
  @Directive('@external') @Field(() => String) sourceBranch!: string;
  @Directive('@external') @Field(() => String, { nullable: true }) diffBaseSha!: string | null;
  @Directive('@external') @Field(() => String, { nullable: true }) diffHeadSha!: string | null;
}
