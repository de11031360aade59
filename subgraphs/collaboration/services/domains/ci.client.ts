import { SERVICE_ACTOR, type SubgraphContext } from '@forgegraph/platform';
import type { PushCommit } from './repository.client';

// Every call collaboration makes to the ci domain, through the gateway as the internal service actor
// (hooks are built for no user; whoever reads the deliveries was authorized for the hook).

/** A build as pipeline and job hooks describe it. */
export interface HookBuild {
  id: string;
  name: string;
  stage: string;
  status: string;
  when: string;
  allowFailure: boolean;
  failureReason: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  duration: number | null;
  queuedDuration: number | null;
  user: { id: string } | null;
}

/** A pipeline as hooks describe it, with its latest builds and its commit (null when the commit is gone). */
export interface HookPipeline {
  id: string;
  iid: number;
  projectId: string;
  name: string | null;
  ref: string;
  tag: boolean;
  sha: string;
  beforeSha: string;
  source: string;
  status: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  duration: number | null;
  queuedDuration: number | null;
  stageNames: string[];
  detailedStatus: { label: string };
  variables: Array<{ key: string; value: string }>;
  user: { id: string } | null;
  commit: Omit<PushCommit, 'changes'> | null;
  latestBuilds: HookBuild[];
}

/** A job as job hooks describe it, with its pipeline (whose commit is the job's). */
export interface HookJob extends HookBuild {
  kind: string;
  ref: string;
  tag: boolean;
  sha: string;
  retriesCount: number;
  pipeline: Omit<HookPipeline, 'latestBuilds' | 'variables' | 'stageNames'>;
}

const BUILD_FIELDS = `id name stage status when allowFailure failureReason createdAt startedAt finishedAt duration queuedDuration user { id }`;
const PIPELINE_FIELDS = `id iid projectId name ref tag sha beforeSha source status createdAt startedAt finishedAt duration queuedDuration
  detailedStatus { label } user { id } commit { sha message title committedDate authorName authorEmail }`;

const PIPELINE = `query CollaborationHookPipeline($id: ID!) {
  pipeline(id: $id) { ${PIPELINE_FIELDS} stageNames variables { key value } latestBuilds { ${BUILD_FIELDS} } }
}`;
const JOB = `query CollaborationHookJob($id: ID!) {
  job(id: $id) { ${BUILD_FIELDS} kind ref tag sha retriesCount pipeline { ${PIPELINE_FIELDS} } }
}`;

/** A pipeline with what its hook shows; null when it is gone. */
export async function fetchHookPipeline(ctx: SubgraphContext, pipelineId: number): Promise<HookPipeline | null> {
  const result = await ctx.runtime.engine.execute<{ pipeline: HookPipeline | null }>(PIPELINE, { id: String(pipelineId) }, SERVICE_ACTOR, ctx.requestId);
  if (result.errors?.length) throw new Error(`pipeline ${pipelineId} for hooks: ${result.errors[0].message}`);
  return result.data?.pipeline ?? null;
}

/** A job with what its hook shows; null when it is gone. */
export async function fetchHookJob(ctx: SubgraphContext, jobId: number): Promise<HookJob | null> {
  const result = await ctx.runtime.engine.execute<{ job: HookJob | null }>(JOB, { id: String(jobId) }, SERVICE_ACTOR, ctx.requestId);
  if (result.errors?.length) throw new Error(`job ${jobId} for hooks: ${result.errors[0].message}`);
  return result.data?.job ?? null;
}

// The hook test endpoint's samples (Integrations::ProjectTestData: the project's newest pipeline and build).
const NEWEST = `query CollaborationHookSample($projectRef: String!) {
  projectPipelines(projectRef: $projectRef, page: 1, perPage: 1) { nodes { id } }
  projectJobs(projectRef: $projectRef, page: 1, perPage: 1) { nodes { id } }
}`;

/** The ids of the project's newest pipeline and newest build, null where it has none. */
export async function newestPipelineAndJob(ctx: SubgraphContext, projectId: number): Promise<{ pipelineId: number | null; jobId: number | null }> {
  type Ids = { nodes: Array<{ id: string }> };
  const result = await ctx.runtime.engine.execute<{ projectPipelines: Ids; projectJobs: Ids }>(NEWEST, { projectRef: String(projectId) }, SERVICE_ACTOR, ctx.requestId);
  const first = (page: Ids | undefined) => (page?.nodes[0] ? Number(page.nodes[0].id) : null);
  return { pipelineId: first(result.data?.projectPipelines), jobId: first(result.data?.projectJobs) };
}
