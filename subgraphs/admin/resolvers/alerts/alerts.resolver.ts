import type { SubgraphContext } from '@forgegraph/platform';
import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { AlertManagementAlertStatusUpdateInput, AlertManagementAlertStatusUpdatePayload, AlertNotificationResult } from '../../schema/alert.inputs';
import { AlertManagementAlert } from '../../schema/alert.types';
import { receiveAlertNotification } from '../../services/alerts/alert-intake.service';
import { updateAlertStatus } from '../../services/alerts/alert-status.service';

@Resolver(() => AlertManagementAlert)
export class AlertsResolver {
  @Mutation(() => AlertManagementAlertStatusUpdatePayload, { description: "GitLab's alert status change; Developers." })
  alertManagementAlertStatusUpdate(@Arg('input') input: AlertManagementAlertStatusUpdateInput, @Ctx() ctx: SubgraphContext): Promise<AlertManagementAlertStatusUpdatePayload> {
    return updateAlertStatus(ctx, input);
  }

  @Mutation(() => AlertNotificationResult, { description: 'The HTTP edge\'s alert intake (`/<project>/alerts/notify`, `/prometheus/alerts/notify`); the key is checked here.' })
  receiveAlertNotification(
    @Arg('projectPath') projectPath: string,
    @Arg('endpointIdentifier') endpointIdentifier: string,
    @Arg('token', () => String, { nullable: true }) token: string | null,
    @Arg('payload', () => GraphQLJSON, { nullable: true }) payload: unknown,
    @Arg('payloadBytes', () => Int) payloadBytes: number,
    @Ctx() ctx: SubgraphContext,
  ): Promise<AlertNotificationResult> {
    return receiveAlertNotification(ctx, { projectPath, endpointIdentifier, token, payload, payloadBytes });
  }
}
