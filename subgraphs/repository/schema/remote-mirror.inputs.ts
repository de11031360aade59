import { Field, ID, InputType } from 'type-graphql';

/** POST /projects/:id/remote_mirrors (absent fields keep the model defaults). */
@InputType()
export class CreateRemoteMirrorInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) url!: string;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) keepDivergentRefs?: boolean | null;
  @Field(() => Boolean, { nullable: true }) onlyProtectedBranches?: boolean | null;
  @Field(() => String, { nullable: true }) mirrorBranchRegex?: string | null;
  @Field(() => String, { nullable: true }) authMethod?: string | null;
}

/** PUT /projects/:id/remote_mirrors/:mirror_id: the same fields but `url`; absent ones are left as they are. */
@InputType()
export class UpdateRemoteMirrorInput {
  @Field(() => ID) projectId!: string;
  @Field(() => ID) mirrorId!: string;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) keepDivergentRefs?: boolean | null;
  @Field(() => Boolean, { nullable: true }) onlyProtectedBranches?: boolean | null;
  @Field(() => String, { nullable: true }) mirrorBranchRegex?: string | null;
  @Field(() => String, { nullable: true }) authMethod?: string | null;
}
