import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import { Job } from '../../entities/job.entity';
import { Pipeline } from '../../entities/pipeline.entity';
import { PipelineVariable } from '../../entities/pipeline-variable.entity';
import type { Runner } from '../../entities/runner.entity';
import { projectSettingsLoader } from '../domains/collaboration.client';
import { ancestorGroupIdsLoader } from '../domains/groups.client';
import { defaultBranchOf, findCommit } from '../domains/repository.client';
import { ciVariablesFor } from '../variables/ci-variables';
import { dependencyArtifactsFiles } from './dependency-artifacts';
import { protectedRefs } from './job-matching';
import { jobPayload } from './job-payload';
import { jobVariables } from './job-variables';

interface Assignment {
  job: Job;
  runner: Runner;
  token: string;
}

/** Gathers what the payload is made of (project, commit, pipeline, variables, dependencies) and builds it. */
export async function buildJobPayload(ctx: SubgraphContext, { job, runner, token }: Assignment): Promise<Record<string, unknown>> {
  const [project, pipeline, pipelineVariables, commit, defaultBranch, [refProtected], dependencies] = await Promise.all([
    projectSettingsLoader(ctx).load(job.projectId),
    ctx.em.findOneOrFail(Pipeline, { id: job.pipelineId }),
    ctx.em.find(PipelineVariable, { pipelineId: job.pipelineId }, { orderBy: { id: 'asc' } }),
    findCommit(ctx, job.projectId, job.sha),
    defaultBranchOf(ctx, job.projectId),
    protectedRefs(ctx, [job]),
    dependenciesOf(ctx, job),
  ]);
  if (!project) throw NotFoundError.resource('Project');
  const groupIds = await ancestorGroupIdsLoader(ctx).load(job.projectId);
  const settingsVariables = await ciVariablesFor(ctx.em, { projectId: job.projectId, groupIds, protectedRef: refProtected });
  const externalUrl = ctx.runtime.config.externalUrl;
  const fallbackCommit = { sha: job.sha, message: '', title: '', committedDate: '' };
  const variables = jobVariables({
    job, pipeline, project, commit: commit ?? fallbackCommit, defaultBranch, pipelineVariables, settingsVariables, runner, token, refProtected, externalUrl,
  });
  const queuedSeconds = job.queuedAt && job.startedAt ? Math.max(0, (job.startedAt.getTime() - job.queuedAt.getTime()) / 1000) : 0;
  const artifactsFiles = await dependencyArtifactsFiles(ctx, dependencies.map((dependency) => dependency.id));
  return jobPayload({ job, pipeline, project, runner, token, variables, refProtected, dependencies, artifactsFiles, externalUrl, queuedSeconds });
}

/**
 * Ci::BuildDependencies: with `needs:` the needed jobs whose artifacts are wanted; else `dependencies:` names
 * among previous stages' jobs; else every job of the previous stages. Latest builds only.
 */
async function dependenciesOf(ctx: SubgraphContext, job: Job): Promise<Job[]> {
  const earlier = await ctx.em.find(Job, { pipelineId: job.pipelineId, retried: false, kind: 'build', stageIdx: { $lt: job.stageIdx } }, { orderBy: { stageIdx: 'asc', id: 'asc' } });
  if (job.needs) {
    const wanted = new Set(job.needs.filter((need) => need.artifacts).map((need) => need.name));
    const all = await ctx.em.find(Job, { pipelineId: job.pipelineId, retried: false, kind: 'build', name: { $in: [...wanted] } }, { orderBy: { id: 'asc' } });
    return all.filter((candidate) => candidate.id !== job.id);
  }
  if (job.options.dependencies) {
    const named = new Set(job.options.dependencies);
    return earlier.filter((candidate) => named.has(candidate.name));
  }
  return earlier;
}
