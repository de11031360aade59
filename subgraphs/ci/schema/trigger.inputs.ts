import { Field, InputType } from 'type-graphql';

@InputType()
export class TriggerVariableInput {
  @Field(() => String) key!: string;
  /** Null when the member was not a string (GitLab answers 400 then). */
  @Field(() => String, { nullable: true }) value!: string | null;
}

@InputType()
export class TriggerPipelineInput {
  @Field(() => String) projectRef!: string;
  @Field(() => String) token!: string;
  @Field(() => String) ref!: string;
  @Field(() => [TriggerVariableInput], { defaultValue: [] }) variables!: TriggerVariableInput[];
}
