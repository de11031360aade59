import { Field, ID, InputType, Int } from 'type-graphql';

@InputType('GroupSettingsInput')
export abstract class GroupSettingsInput {
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) visibility?: string;
  @Field(() => String, { nullable: true }) projectCreationLevel?: string;
  @Field(() => String, { nullable: true }) subgroupCreationLevel?: string;
  @Field(() => Boolean, { nullable: true }) requestAccessEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) shareWithGroupLock?: boolean;
  @Field(() => Boolean, { nullable: true }) requireTwoFactorAuthentication?: boolean;
  @Field(() => Int, { nullable: true }) twoFactorGracePeriod?: number;
  @Field(() => Boolean, { nullable: true }) lfsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) mentionsDisabled?: boolean | null;
  @Field(() => Boolean, { nullable: true }) emailsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) autoDevopsEnabled?: boolean | null;
  @Field(() => String, { nullable: true }) defaultBranch?: string | null;
  @Field(() => Int, { nullable: true }) defaultBranchProtection?: number;
}

@InputType()
export class CreateGroupInput extends GroupSettingsInput {
  @Field(() => String) name!: string;
  @Field(() => String) path!: string;
  @Field(() => ID, { nullable: true }) parentId?: string;
}

@InputType()
export class UpdateGroupInput extends GroupSettingsInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) path?: string;
}

@InputType()
export class GroupFilter {
  @Field(() => [ID], { nullable: true }) skipGroups?: string[];
  @Field(() => Boolean, { nullable: true }) allAvailable?: boolean;
  @Field(() => String, { nullable: true }) search?: string;
  /** `name` (default), `path`, `id`, `similarity`. */
  @Field(() => String, { nullable: true }) orderBy?: string;
  @Field(() => String, { nullable: true }) sort?: string;
  @Field(() => String, { nullable: true }) visibility?: string;
  @Field(() => Boolean, { nullable: true }) owned?: boolean;
  @Field(() => Int, { nullable: true }) minAccessLevel?: number;
  @Field(() => Boolean, { nullable: true }) topLevelOnly?: boolean;
  /** Administrators only: `{ key: value }` pairs every returned group must carry. */
  @Field(() => [CustomAttributeMatch], { nullable: true }) customAttributes?: CustomAttributeMatch[];
}

@InputType()
export class CustomAttributeMatch {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}
