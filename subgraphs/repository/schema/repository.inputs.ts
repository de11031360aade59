import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class CreateRepositoryArgs {
  @Field(() => ID) projectId!: string;
  /** Defaults to the `default_branch_name` setting, else `main`. */
  @Field(() => String, { nullable: true }) defaultBranch?: string | null;
  @Field(() => Boolean, { defaultValue: false }) initializeWithReadme!: boolean;
  @Field(() => String, { nullable: true }) readmeContent?: string | null;
  /** The user the initial commit is made for, when a service creates the repository. */
  @Field(() => ID, { nullable: true }) authorId?: string | null;
}
