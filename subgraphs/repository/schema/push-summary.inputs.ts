import { ArgsType, Field } from 'type-graphql';

@ArgsType()
export class PushSummaryArgs {
  /** Full ref name: `refs/heads/main`, `refs/tags/v1.0`. */
  @Field(() => String) ref!: string;
  /** 40 zeros: the ref was created. */
  @Field(() => String) before!: string;
  /** 40 zeros: the ref was deleted. */
  @Field(() => String) after!: string;
}
