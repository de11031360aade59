import { eventually } from './expectations';
import { createRunner, requestJob, updateJob } from './runners';
import type { TestService } from './service';

/** A job a runner picked up: running, with the job token the runner got for it. */
export interface RunningJob {
  jobId: number;
  token: string;
}

interface ProjectRunner {
  token: string;
  /** Jobs this runner picked while looking for another one, by name, oldest first. */
  picked: Map<string, RunningJob[]>;
  /** Every job it picked, with its pipeline and token, to finish them later. */
  jobs: Map<number, RunningJob & { pipelineId: number }>;
}

// One project runner per service and project, created on first use (as root, the project's owner or admin).
const runners = new WeakMap<TestService, Map<number, Promise<ProjectRunner>>>();

function runnerOf(service: TestService, projectId: number): Promise<ProjectRunner> {
  let byProject = runners.get(service);
  if (!byProject) runners.set(service, (byProject = new Map()));
  let runner = byProject.get(projectId);
  if (!runner) {
    runner = createRunner(service.api, { runner_type: 'project_type', project_id: projectId, run_untagged: true })
      .then(({ token }) => ({ token, picked: new Map(), jobs: new Map() }));
    byProject.set(projectId, runner);
  }
  return runner;
}

/** Asks for the next job as gitlab-runner does; null when none is pending (204). */
async function pickNext(service: TestService, runner: ProjectRunner): Promise<(RunningJob & { name: string; pipelineId: number }) | null> {
  const res = await requestJob(service.api, runner.token);
  if (res.status === 204) return null;
  if (res.status !== 201) throw new Error(`POST /jobs/request: ${res.status} ${res.text}`);
  const pipelineId = Number((res.body.variables as Array<{ key: string; value: string }>).find((v) => v.key === 'CI_PIPELINE_ID')?.value);
  const job = { jobId: res.body.id, token: res.body.token, name: res.body.job_info.name, pipelineId };
  runner.jobs.set(job.jobId, job);
  return job;
}

/**
 * Has the project's runner pick up the pending job `jobName` through `POST /jobs/request` (the job
 * becomes `running` and gets its token); jobs it is handed first are kept for later calls.
 */
export async function startPendingJob(service: TestService, projectId: number, jobName: string): Promise<RunningJob> {
  const runner = await runnerOf(service, projectId);
  return eventually(async () => {
    const kept = runner.picked.get(jobName)?.shift();
    if (kept) return kept;
    for (let job = await pickNext(service, runner); job; job = await pickNext(service, runner)) {
      if (job.name === jobName) return { jobId: job.jobId, token: job.token };
      runner.picked.set(job.name, [...(runner.picked.get(job.name) ?? []), { jobId: job.jobId, token: job.token }]);
    }
    return undefined; // its pipeline may still be queueing it
  }, 30_000, 200);
}

/** Ends a job the project's runner picked with the runner's final `PUT /jobs/:id` (its token then authenticates nothing). */
export async function finishRunningJob(service: TestService, projectId: number, jobId: number, state: 'success' | 'failed' = 'success'): Promise<void> {
  const job = (await runnerOf(service, projectId)).jobs.get(jobId);
  if (!job) throw new Error(`job ${jobId} was not picked by the project's runner`);
  const res = await updateJob(service.api, jobId, job.token, { state, ...(state === 'failed' ? { failure_reason: 'script_failure' } : {}) });
  if (res.status !== 200) throw new Error(`PUT /jobs/${jobId}: ${res.status} ${res.text}`);
  forget(await runnerOf(service, projectId), jobId);
}

function forget(runner: ProjectRunner, jobId: number): void {
  runner.jobs.delete(jobId);
  for (const [name, kept] of runner.picked) runner.picked.set(name, kept.filter((k) => k.jobId !== jobId));
}

/** Runs the whole pipeline to success: every job it has (picked already or still to come) succeeds. */
export async function succeedPipeline(service: TestService, projectId: number, pipelineId: number): Promise<void> {
  const runner = await runnerOf(service, projectId);
  await eventually(async () => {
    for (const job of [...runner.jobs.values()].filter((j) => j.pipelineId === pipelineId)) await finishRunningJob(service, projectId, job.jobId);
    const pipeline = await service.api.get(`/projects/${projectId}/pipelines/${pipelineId}`);
    if (pipeline.body.status === 'success') return true;
    for (let job = await pickNext(service, runner); job; job = await pickNext(service, runner)) {
      if (job.pipelineId !== pipelineId) runner.picked.set(job.name, [...(runner.picked.get(job.name) ?? []), { jobId: job.jobId, token: job.token }]);
    }
    return undefined;
  }, 30_000, 200);
}
