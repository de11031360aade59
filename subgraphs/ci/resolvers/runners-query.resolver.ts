import { PageArgs, type Page, type SubgraphContext } from '@forgegraph/platform';
import { Arg, Args, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { Runner } from '../entities/runner.entity';
import { RunnerManager } from '../entities/runner-manager.entity';
import { JobPage } from '../schema/pipeline.types';
import { RunnerFilter, RunnerJobsFilter, RunnerPage } from '../schema/runners-api.types';
import { requireShowRunner } from '../services/runners/runner-access';
import { listAllRunners, listGroupRunners, listOwnedRunners, listProjectRunners } from '../services/runners/runner-finder';
import { listRunnerJobs } from '../services/runners/runner-jobs-finder';
import { listRunnerManagers } from '../services/runners/runner-managers';

const FILTER = { nullable: true } as const;

@Resolver()
export class RunnersQueryResolver {
  @Query(() => RunnerPage, { description: 'GET /runners: runners of the projects and groups the caller manages.' })
  ownedRunners(@Arg('filter', () => RunnerFilter, FILTER) filter: RunnerFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Runner>> {
    return listOwnedRunners(ctx, filter ?? {}, page);
  }

  @Query(() => RunnerPage, { description: 'GET /runners/all (administrators).' })
  allRunners(@Arg('filter', () => RunnerFilter, FILTER) filter: RunnerFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Runner>> {
    return listAllRunners(ctx, filter ?? {}, page);
  }

  @Query(() => RunnerPage, { description: 'GET /projects/:id/runners.' })
  projectRunners(@Arg('projectRef', () => String) projectRef: string, @Arg('filter', () => RunnerFilter, FILTER) filter: RunnerFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Runner>> {
    return listProjectRunners(ctx, projectRef, filter ?? {}, page);
  }

  @Query(() => RunnerPage, { description: 'GET /groups/:id/runners.' })
  groupRunners(@Arg('groupRef', () => String) groupRef: string, @Arg('filter', () => RunnerFilter, FILTER) filter: RunnerFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Runner>> {
    return listGroupRunners(ctx, groupRef, filter ?? {}, page);
  }

  @Query(() => Runner, { description: 'GET /runners/:id: `404 Runner Not Found`, `403 No access granted`.' })
  runner(@Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<Runner> {
    return requireShowRunner(ctx, id);
  }

  @Query(() => [RunnerManager], { description: "GET /runners/:id/managers: the runner's machines." })
  runnerManagers(@Arg('id', () => Int) id: number, @Ctx() ctx: SubgraphContext): Promise<RunnerManager[]> {
    return listRunnerManagers(ctx, id);
  }

  @Query(() => JobPage, { description: 'GET /runners/:id/jobs.' })
  runnerJobs(@Arg('id', () => Int) id: number, @Arg('filter', () => RunnerJobsFilter, FILTER) filter: RunnerJobsFilter | null, @Args() page: PageArgs, @Ctx() ctx: SubgraphContext): Promise<Page<Job>> {
    return listRunnerJobs(ctx, id, filter ?? {}, page);
  }
}
