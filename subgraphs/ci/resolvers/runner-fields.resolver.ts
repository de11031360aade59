import { AccessLevel, type SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Runner } from '../entities/runner.entity';
import { RunnerManager } from '../entities/runner-manager.entity';
import { ProjectRef, projectRef, UserRef, userRef } from '../schema/refs.types';
import { GroupRef, groupRef } from '../schema/refs.types';
import { grantLoader } from '../services/domains/collaboration.client';
import { canManageRunner, groupGrantLoader } from '../services/runners/runner-access';
import { latestRunnerManagerLoader, runnerBusyLoader, runnerProjectIdsLoader } from '../services/runners/runner-loaders';
import { isRunnerOnline, runnerRestStatus } from '../services/runners/runner-status';

/** What Entities::Ci::Runner and RunnerDetails compute; every relation through the request's batched loaders. */
@Resolver(() => Runner)
export class RunnerFieldsResolver {
  @FieldResolver(() => String, { description: 'Ci::Runner#deprecated_rest_status: online, offline, stale, never_contacted or paused.' })
  status(@Root() runner: Runner): string {
    return runnerRestStatus(runner);
  }

  @FieldResolver(() => Boolean, { description: 'Heard from within the last 2 hours.' })
  online(@Root() runner: Runner): boolean {
    return isRunnerOnline(runner);
  }

  @FieldResolver(() => String, { description: '`active` while it runs a job, else `idle`.' })
  async jobExecutionStatus(@Root() runner: Runner, @Ctx() ctx: SubgraphContext): Promise<string> {
    return (await runnerBusyLoader(ctx).load(runner.id)) ? 'active' : 'idle';
  }

  @FieldResolver(() => RunnerManager, { nullable: true, description: 'The manager heard from last.' })
  latestManager(@Root() runner: Runner, @Ctx() ctx: SubgraphContext): Promise<RunnerManager | null> {
    return latestRunnerManagerLoader(ctx).load(runner.id);
  }

  @FieldResolver(() => UserRef, { nullable: true })
  creator(@Root() runner: Runner): UserRef | null {
    return runner.creatorId ? userRef(runner.creatorId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the caller may update it (`maintenance_note` is shown only then).' })
  viewerCanUpdate(@Root() runner: Runner, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return canManageRunner(ctx, runner);
  }

  @FieldResolver(() => [ProjectRef], { description: "The runner's projects the caller is a member of (all for administrators)." })
  async projects(@Root() runner: Runner, @Ctx() ctx: SubgraphContext): Promise<ProjectRef[]> {
    const ids = await runnerProjectIdsLoader(ctx).load(runner.id);
    const grants = await grantLoader(ctx).loadMany(ids);
    return ids.filter((_, i) => { const g = grants[i]; return !(g instanceof Error) && (g.isAdmin || g.accessLevel >= AccessLevel.GUEST); }).map(projectRef);
  }

  @FieldResolver(() => [GroupRef], { description: "The group runner's group when the caller is a member of it (always for administrators)." })
  async groups(@Root() runner: Runner, @Ctx() ctx: SubgraphContext): Promise<GroupRef[]> {
    if (!runner.groupId) return [];
    if (ctx.actor.isAdmin) return [groupRef(runner.groupId)];
    const grant = await groupGrantLoader(ctx).load(runner.groupId);
    return grant.accessLevel >= AccessLevel.GUEST ? [groupRef(runner.groupId)] : [];
  }
}
