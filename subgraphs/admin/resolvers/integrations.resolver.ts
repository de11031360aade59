import type { SubgraphContext } from '@forgegraph/platform';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { IntegrationView } from '../schema/integration.types';
import { findIntegration, listActiveIntegrations, resetIntegration, updateIntegration } from '../services/integrations/integrations.service';

/** doc/api/integrations.md: Maintainers of the project (`:id` as an id or full path). */
@Resolver(() => IntegrationView)
export class IntegrationsResolver {
  @Query(() => [IntegrationView], { description: "A project's active integrations." })
  projectIntegrations(@Arg('project') project: string, @Ctx() ctx: SubgraphContext): Promise<IntegrationView[]> {
    return listActiveIntegrations(ctx, project);
  }

  @Query(() => IntegrationView, { description: 'One integration by slug; NOT_FOUND until it was saved once.' })
  projectIntegration(@Arg('project') project: string, @Arg('slug') slug: string, @Ctx() ctx: SubgraphContext): Promise<IntegrationView> {
    return findIntegration(ctx, project, slug);
  }

  @Mutation(() => IntegrationView, { description: "Sets up and activates an integration; keys are GitLab's parameter names." })
  updateProjectIntegration(
    @Arg('project') project: string,
    @Arg('slug') slug: string,
    @Arg('values', () => GraphQLJSONObject) values: Record<string, unknown>,
    @Ctx() ctx: SubgraphContext,
  ): Promise<IntegrationView> {
    return updateIntegration(ctx, project, slug, values);
  }

  @Mutation(() => Boolean, { description: 'Deactivates an integration and resets its settings.' })
  deleteProjectIntegration(@Arg('project') project: string, @Arg('slug') slug: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return resetIntegration(ctx, project, slug);
  }
}
