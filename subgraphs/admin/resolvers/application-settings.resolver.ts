import { type SubgraphContext } from '@forgegraph/platform';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { readApplicationSettings, updateApplicationSettings } from '../services/application-settings.service';

@ObjectType({ description: 'The instance application settings (GitLab `GET /application/settings`).' })
export class ApplicationSettings {
  @Field(() => ID) id!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => GraphQLJSONObject, { description: "Every exposed setting under GitLab's snake_case name." })
  values!: Record<string, unknown>;
}

@Resolver(() => ApplicationSettings)
export class ApplicationSettingsResolver {
  @Query(() => ApplicationSettings, { description: 'Administrators only.' })
  async applicationSettings(@Ctx() ctx: SubgraphContext): Promise<ApplicationSettings> {
    return Object.assign(new ApplicationSettings(), await readApplicationSettings(ctx));
  }

  @Mutation(() => ApplicationSettings, { description: 'Administrators only. Keys are GitLab setting names (legacy names accepted).' })
  async updateApplicationSettings(
    @Arg('values', () => GraphQLJSONObject) values: Record<string, unknown>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<ApplicationSettings> {
    return Object.assign(new ApplicationSettings(), await updateApplicationSettings(ctx, values));
  }
}
