import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { AlertManagementHttpIntegrationConnection } from '../../schema/alert-integration.types';
import { AlertManagementAlertConnection, AlertManagementAlertSort, AlertManagementStatus } from '../../schema/alert.types';
import { ProjectRef } from '../../schema/integration.types';
import { findProjectAlerts, findProjectIntegrations } from '../../services/alerts/alerts-finder';

/** Admin's fields on collaboration's Project (GitLab's `Project.alertManagement*`); the gateway resolved the project as the caller first. */
@Resolver(() => ProjectRef)
export class ProjectAlertsResolver {
  @FieldResolver(() => AlertManagementAlertConnection, { nullable: true, description: 'Alerts of the project; null below Developer.' })
  alertManagementAlerts(
    @Root() project: ProjectRef,
    @Ctx() ctx: SubgraphContext,
    @Arg('iid', () => String, { nullable: true }) iid: string | null,
    @Arg('statuses', () => [AlertManagementStatus], { nullable: true }) statuses: AlertManagementStatus[] | null,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('sort', () => AlertManagementAlertSort, { nullable: true }) sort: AlertManagementAlertSort | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
  ): ReturnType<typeof findProjectAlerts> {
    return findProjectAlerts(ctx, Number(project.id), { iid, statuses, search, sort, first });
  }

  @FieldResolver(() => AlertManagementHttpIntegrationConnection, { nullable: true, description: 'HTTP and Prometheus alert endpoints; empty below Maintainer.' })
  alertManagementIntegrations(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): ReturnType<typeof findProjectIntegrations> {
    return findProjectIntegrations(ctx, Number(project.id), false);
  }

  @FieldResolver(() => AlertManagementHttpIntegrationConnection, { nullable: true, description: 'HTTP alert endpoints; empty below Maintainer.' })
  alertManagementHttpIntegrations(@Root() project: ProjectRef, @Ctx() ctx: SubgraphContext): ReturnType<typeof findProjectIntegrations> {
    return findProjectIntegrations(ctx, Number(project.id), true);
  }
}
