import { type SubgraphContext } from '@forgegraph/platform';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ApplicationSettings } from '../schema/application-settings.type';
import { readApplicationSettings, updateApplicationSettings } from '../services/settings/application-settings.service';

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
