import { Field, InputType } from 'type-graphql';

/** An uploaded avatar image: at most 200 KiB, so its bytes travel inline as base64. */
@InputType()
export class AvatarUploadInput {
  @Field(() => String) filename!: string;
  @Field(() => String) contentBase64!: string;
}
