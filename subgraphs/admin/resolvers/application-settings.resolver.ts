import { type SubgraphContext } from '@forgegraph/platform';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Ctx, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { readSettings } from '../services/application-settings.service';

@ObjectType()
export class ApplicationSettings {
  @Field(() => ID) id!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  /** Every setting under GitLab's snake_case name. */
  @Field(() => GraphQLJSONObject) values!: Record<string, unknown>;
}

@Resolver(() => ApplicationSettings)
export class ApplicationSettingsResolver {
  @Query(() => ApplicationSettings)
  async applicationSettings(@Ctx() ctx: SubgraphContext): Promise<ApplicationSettings> {
    return Object.assign(new ApplicationSettings(), await readSettings(ctx.em));
  }
}
