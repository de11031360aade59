import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { JobArtifact } from '../entities/job-artifact.entity';
import { JobArtifactFileType } from '../schema/artifact.types';
import { findDependencyArchive, findJobArchive, findJobArchiveFile, findRefArchive, findRefArchiveFile, type ArchiveFile } from '../services/artifacts/artifact-finder';

const PROJECT = ['projectRef', () => String] as const;

/** Where the edge streams artifact downloads from (doc/api/job_artifacts.md); 404 when there is nothing. */
@Resolver()
export class ArtifactResolver {
  @Query(() => JobArtifact, { description: "A job's unexpired archive (GET /projects/:id/jobs/:job_id/artifacts)." })
  jobArtifactsArchive(@Arg(...PROJECT) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Ctx() ctx: SubgraphContext): Promise<JobArtifact> {
    return findJobArchive(ctx, projectRef, jobId);
  }

  @Query(() => JobArtifactFileType, { description: "One file of a job's archive." })
  jobArtifactFile(@Arg(...PROJECT) projectRef: string, @Arg('jobId', () => Int) jobId: number, @Arg('path', () => String) path: string, @Ctx() ctx: SubgraphContext): Promise<ArchiveFile> {
    return findJobArchiveFile(ctx, projectRef, jobId, path);
  }

  @Query(() => JobArtifact, { description: 'The archive of the latest successful job of that name on the ref.' })
  refArtifactsArchive(@Arg(...PROJECT) projectRef: string, @Arg('refName', () => String) refName: string, @Arg('jobName', () => String) jobName: string, @Ctx() ctx: SubgraphContext): Promise<JobArtifact> {
    return findRefArchive(ctx, projectRef, refName, jobName);
  }

  @Query(() => JobArtifactFileType, { description: 'One file of the archive of the latest successful job of that name on the ref.' })
  refArtifactFile(@Arg(...PROJECT) projectRef: string, @Arg('refName', () => String) refName: string, @Arg('jobName', () => String) jobName: string, @Arg('path', () => String) path: string, @Ctx() ctx: SubgraphContext): Promise<ArchiveFile> {
    return findRefArchiveFile(ctx, projectRef, refName, jobName, path);
  }

  @Query(() => JobArtifact, { description: "A dependency's archive for the running job holding `token` (the runner's GET /jobs/:id/artifacts)." })
  dependencyArtifactsArchive(@Arg('jobId', () => Int) jobId: number, @Arg('token', () => String, { nullable: true }) token: string | null, @Ctx() ctx: SubgraphContext): Promise<JobArtifact> {
    return findDependencyArchive(ctx, jobId, token);
  }
}
