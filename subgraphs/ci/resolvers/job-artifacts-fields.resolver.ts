import type { SubgraphContext } from '@forgegraph/platform';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { JobArtifact } from '../entities/job-artifact.entity';
import { jobArtifactsLoader } from '../services/artifacts/artifact-loaders';

/** A job's artifacts, one batched query per page of jobs. */
@Resolver(() => Job)
export class JobArtifactsFieldsResolver {
  @FieldResolver(() => [JobArtifact])
  artifacts(@Root() job: Job, @Ctx() ctx: SubgraphContext): Promise<JobArtifact[]> {
    return jobArtifactsLoader(ctx).load(job.id);
  }
}
