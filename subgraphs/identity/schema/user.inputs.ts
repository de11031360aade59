import { Field, InputType, Int } from 'type-graphql';
import { AvatarUploadInput } from './avatar.inputs';

/**
 * The profile and administration fields POST and PUT /users share (GitLab's `optional_attributes`).
 * An absent field stays `undefined` and is left alone; an explicit `null` is applied.
 */
@InputType('UserAttributesInput')
export abstract class UserAttributesInput {
  @Field(() => String, { nullable: true }) skype?: string | null;
  @Field(() => String, { nullable: true }) linkedin?: string | null;
  @Field(() => String, { nullable: true }) twitter?: string | null;
  @Field(() => String, { nullable: true }) discord?: string | null;
  @Field(() => String, { nullable: true }) websiteUrl?: string | null;
  @Field(() => String, { nullable: true }) organization?: string | null;
  @Field(() => String, { nullable: true }) jobTitle?: string | null;
  @Field(() => Int, { nullable: true }) projectsLimit?: number | null;
  @Field(() => String, { nullable: true }) externUid?: string | null;
  @Field(() => String, { nullable: true }) provider?: string | null;
  @Field(() => String, { nullable: true }) bio?: string | null;
  @Field(() => String, { nullable: true }) location?: string | null;
  @Field(() => String, { nullable: true }) pronouns?: string | null;
  @Field(() => String, { nullable: true }) publicEmail?: string | null;
  @Field(() => String, { nullable: true, description: '`_private` selects the private commit e-mail.' }) commitEmail?: string | null;
  @Field(() => Boolean, { nullable: true }) admin?: boolean | null;
  @Field(() => Boolean, { nullable: true }) canCreateGroup?: boolean | null;
  @Field(() => Boolean, { nullable: true }) external?: boolean | null;
  @Field(() => Int, { nullable: true }) themeId?: number | null;
  @Field(() => Int, { nullable: true }) colorSchemeId?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'null: the instance default.' }) privateProfile?: boolean | null;
  @Field(() => String, { nullable: true }) note?: string | null;
  @Field(() => Boolean, { nullable: true }) viewDiffsFileByFile?: boolean | null;
  @Field(() => AvatarUploadInput, { nullable: true }) avatar?: AvatarUploadInput | null;
}

@InputType()
export class CreateUserInput extends UserAttributesInput {
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => String) username!: string;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Generate a password and start a password reset.' }) resetPassword?: boolean | null;
  @Field(() => Boolean, { nullable: true }) forceRandomPassword?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Mark the e-mail confirmed.' }) skipConfirmation?: boolean | null;
}

@InputType()
export class UpdateUserInput extends UserAttributesInput {
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) password?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Change the e-mail at once instead of awaiting reconfirmation.' }) skipReconfirmation?: boolean | null;
}

@InputType()
export class CustomAttributeFilterInput {
  @Field(() => String) key!: string;
  @Field(() => String) value!: string;
}

/** `GET /users` filters (lib/api/users.rb, UsersFinder). Booleans false or absent mean "no filter". */
@InputType()
export class UsersFilterInput {
  @Field(() => String, { nullable: true }) username?: string | null;
  @Field(() => String, { nullable: true }) externUid?: string | null;
  @Field(() => String, { nullable: true }) provider?: string | null;
  @Field(() => String, { nullable: true }) search?: string | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
  @Field(() => Boolean, { nullable: true }) humans?: boolean | null;
  @Field(() => Boolean, { nullable: true }) external?: boolean | null;
  @Field(() => Boolean, { nullable: true }) blocked?: boolean | null;
  @Field(() => Date, { nullable: true }) createdAfter?: Date | null;
  @Field(() => Date, { nullable: true }) createdBefore?: Date | null;
  @Field(() => Boolean, { nullable: true }) withoutProjects?: boolean | null;
  @Field(() => Boolean, { nullable: true }) withoutProjectBots?: boolean | null;
  @Field(() => Boolean, { nullable: true }) admins?: boolean | null;
  @Field(() => String, { nullable: true, description: '`enabled` or `disabled`; other values are ignored.' }) twoFactor?: string | null;
  @Field(() => Boolean, { nullable: true }) excludeActive?: boolean | null;
  @Field(() => Boolean, { nullable: true }) excludeExternal?: boolean | null;
  @Field(() => Boolean, { nullable: true }) excludeHumans?: boolean | null;
  @Field(() => Boolean, { nullable: true }) excludeInternal?: boolean | null;
  @Field(() => String, { nullable: true, description: '`id`, `name`, `username`, `created_at` or `updated_at`.' }) orderBy?: string | null;
  @Field(() => String, { nullable: true, description: '`asc` or `desc`.' }) sort?: string | null;
  @Field(() => [CustomAttributeFilterInput], { nullable: true }) customAttributes?: CustomAttributeFilterInput[] | null;
}
