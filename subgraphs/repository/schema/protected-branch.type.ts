import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

/** One grant of a protected branch rule (GitLab's ProtectedRefAccess). */
@ObjectType('ProtectedRefAccess')
export class ProtectedRefAccessNode {
  @Field(() => ID) id!: string;
  @Field(() => Int, { nullable: true }) accessLevel!: number | null;
  @Field(() => String) accessLevelDescription!: string;
  @Field(() => ID, { nullable: true }) userId!: string | null;
  @Field(() => ID, { nullable: true }) groupId!: string | null;
  @Field(() => ID, { nullable: true }) deployKeyId!: string | null;
}

@ObjectType('ProtectedBranch')
export class ProtectedBranchNode {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => [ProtectedRefAccessNode]) pushAccessLevels!: ProtectedRefAccessNode[];
  @Field(() => [ProtectedRefAccessNode]) mergeAccessLevels!: ProtectedRefAccessNode[];
  @Field(() => [ProtectedRefAccessNode]) unprotectAccessLevels!: ProtectedRefAccessNode[];
  @Field(() => Boolean) allowForcePush!: boolean;
  @Field(() => Boolean) codeOwnerApprovalRequired!: boolean;
}

@InputType()
export class ProtectedRefGrantInput {
  @Field(() => Int, { nullable: true }) accessLevel?: number | null;
  @Field(() => ID, { nullable: true }) userId?: string | null;
  @Field(() => ID, { nullable: true }) groupId?: string | null;
}

/** POST /projects/:id/protected_branches; levels default to Maintainers (40). */
@InputType()
export class ProtectBranchInput {
  @Field(() => ID) projectId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) pushAccessLevel?: number | null;
  @Field(() => Int, { nullable: true }) mergeAccessLevel?: number | null;
  @Field(() => Int, { nullable: true }) unprotectAccessLevel?: number | null;
  @Field(() => Boolean, { nullable: true }) allowForcePush?: boolean | null;
  @Field(() => Boolean, { nullable: true }) codeOwnerApprovalRequired?: boolean | null;
  @Field(() => [ProtectedRefGrantInput], { nullable: true }) allowedToPush?: ProtectedRefGrantInput[] | null;
  @Field(() => [ProtectedRefGrantInput], { nullable: true }) allowedToMerge?: ProtectedRefGrantInput[] | null;
  @Field(() => [ProtectedRefGrantInput], { nullable: true }) allowedToUnprotect?: ProtectedRefGrantInput[] | null;
}
