import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import {
  AlertManagementIntegrationPayload, HttpIntegrationCreateInput, HttpIntegrationIdInput, HttpIntegrationUpdateInput,
  PrometheusIntegrationCreateInput, PrometheusIntegrationUpdateInput,
} from '../../schema/alert-integration.inputs';
import { AlertManagementHttpIntegration } from '../../schema/alert-integration.types';
import {
  createHttpIntegration, createPrometheusIntegration, destroyHttpIntegration, resetIntegrationToken, updateHttpIntegration, updatePrometheusIntegration,
} from '../../services/alerts/http-integrations.service';

/** GitLab's alert endpoint mutations (doc/api/graphql/reference: Mutation.httpIntegration*, prometheusIntegration*); Maintainers. */
@Resolver(() => AlertManagementHttpIntegration)
export class AlertIntegrationsResolver {
  @Mutation(() => AlertManagementIntegrationPayload)
  httpIntegrationCreate(@Arg('input') input: HttpIntegrationCreateInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return createHttpIntegration(ctx, input);
  }

  @Mutation(() => AlertManagementIntegrationPayload)
  httpIntegrationUpdate(@Arg('input') input: HttpIntegrationUpdateInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return updateHttpIntegration(ctx, input);
  }

  @Mutation(() => AlertManagementIntegrationPayload)
  httpIntegrationResetToken(@Arg('input') input: HttpIntegrationIdInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return resetIntegrationToken(ctx, input.id, input.clientMutationId, false);
  }

  @Mutation(() => AlertManagementIntegrationPayload)
  httpIntegrationDestroy(@Arg('input') input: HttpIntegrationIdInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return destroyHttpIntegration(ctx, input.id, input.clientMutationId);
  }

  @Mutation(() => AlertManagementIntegrationPayload)
  prometheusIntegrationCreate(@Arg('input') input: PrometheusIntegrationCreateInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return createPrometheusIntegration(ctx, input);
  }

  @Mutation(() => AlertManagementIntegrationPayload)
  prometheusIntegrationUpdate(@Arg('input') input: PrometheusIntegrationUpdateInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return updatePrometheusIntegration(ctx, input);
  }

  @Mutation(() => AlertManagementIntegrationPayload)
  prometheusIntegrationResetToken(@Arg('input') input: HttpIntegrationIdInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementIntegrationPayload> {
    return resetIntegrationToken(ctx, input.id, input.clientMutationId, true);
  }
}
