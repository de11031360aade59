import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Float, Int, Mutation, Resolver } from 'type-graphql';
import { Job } from '../entities/job.entity';
import { JobArtifact } from '../entities/job-artifact.entity';
import { CreateJobArtifactInput } from '../schema/artifact.types';
import { deleteJobArtifacts, deleteProjectArtifacts, keepJobArtifacts } from '../services/artifacts/artifact-actions.service';
import { authorizeArtifactUpload, createJobArtifact } from '../services/artifacts/artifact-upload.service';

@Resolver()
export class ArtifactActionsResolver {
  @Mutation(() => Float, { description: "The upload limit in bytes for the running job holding `token`; 403 otherwise (asked before the body is read)." })
  authorizeJobArtifactUpload(@Arg('jobId', () => Int) jobId: number, @Arg('token', () => String, { nullable: true }) token: string | null, @Ctx() ctx: SubgraphContext): Promise<number> {
    return authorizeArtifactUpload(ctx, jobId, token);
  }

  @Mutation(() => JobArtifact, { description: 'Accepts an upload the edge streamed into the object store as a job artifact.' })
  createJobArtifact(@Arg('input', () => CreateJobArtifactInput) input: CreateJobArtifactInput, @Ctx() ctx: SubgraphContext): Promise<JobArtifact> {
    return createJobArtifact(ctx, input);
  }

  @Mutation(() => Job, { description: "Keeps the job's artifacts from expiring." })
  keepJobArtifacts(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<Job> {
    return keepJobArtifacts(ctx, projectRef, jobId);
  }

  @Mutation(() => Boolean, { description: "Deletes the job's artifacts (never its log)." })
  deleteJobArtifacts(@Arg('projectRef', () => String) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteJobArtifacts(ctx, projectRef, jobId);
  }

  @Mutation(() => Boolean, { description: "Queues the removal of the project's deletable artifacts." })
  deleteProjectArtifacts(@Arg('projectRef', () => String) projectRef: string, @Ctx() ctx: SubgraphContext): Promise<boolean> {
    return deleteProjectArtifacts(ctx, projectRef);
  }
}
