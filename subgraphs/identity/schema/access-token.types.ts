import { Paginated } from '@forgegraph/platform';
import { Field, ObjectType } from 'type-graphql';
import { AccessToken } from '../entities/access-token.entity';

export const AccessTokenPage = Paginated(AccessToken);

/** A token just created or rotated: `token` is its value, shown this once and never stored. */
@ObjectType()
export class NewAccessToken {
  @Field(() => String) token!: string;
  @Field(() => AccessToken) accessToken!: AccessToken;
}
