import type { Job } from '../../entities/job.entity';
import type { Pipeline } from '../../entities/pipeline.entity';
import type { Runner } from '../../entities/runner.entity';
import type { ProjectSettings } from '../domains/collaboration.client';
import { repositoryUrl, type PayloadVariable } from './job-variables';

/** An archive a dependency has uploaded (`artifacts_file`); given by the artifacts feature when it exists. */
export interface ArtifactsFile {
  filename: string;
  size: number;
}

export interface PayloadSources {
  job: Job;
  pipeline: Pipeline;
  project: ProjectSettings;
  runner: Runner;
  token: string;
  variables: PayloadVariable[];
  refProtected: boolean;
  /** The jobs whose artifacts this one receives (previous stages', `dependencies:` or `needs:`). */
  dependencies: Job[];
  /** Each dependency's archive, when it has one. */
  artifactsFiles: Map<number, ArtifactsFile>;
  externalUrl: string;
  queuedSeconds: number;
}

/** gitlab-runner's default when neither the job nor the runner sets one. */
export const DEFAULT_JOB_TIMEOUT = 3600;
/** GitLab's default fetch depth for new projects (`ci_default_git_depth`). */
const DEFAULT_GIT_DEPTH = 20;

/** The failure reasons a final update may report (CommitStatus.failure_reasons); others become `unknown_failure`. */
export const FAILURE_REASONS = ['unknown_failure', 'script_failure', 'api_failure', 'stuck_or_timeout_failure', 'runner_system_failure',
  'missing_dependency_failure', 'runner_unsupported', 'stale_schedule', 'job_execution_timeout', 'archived_failure',
  'unmet_prerequisites', 'scheduler_failure', 'data_integrity_failure', 'forward_deployment_failure', 'user_blocked',
  'ci_quota_exceeded', 'pipeline_loop_detected', 'no_matching_runner', 'trace_size_exceeded', 'builds_disabled',
  'environment_creation_failure', 'deployment_rejected', 'protected_environment_failure', 'failed_outdated_deployment_job',
  'reached_max_descendant_pipelines_depth', 'reached_max_pipeline_hierarchy_size', 'insufficient_bridge_permissions',
  'downstream_bridge_project_not_found', 'invalid_bridge_trigger', 'upstream_bridge_project_not_found',
  'bridge_pipeline_is_child_pipeline', 'downstream_pipeline_creation_failed', 'secrets_provider_not_found',
  'image_pull_failure', 'runner_configuration_error', 'runner_external_dependency_failure'];

/** The job's timeout: its own (or the project's default), capped by the runner's `maximum_timeout`. */
export function jobTimeout(job: Job, runner: Runner): number {
  const own = job.options.timeout ?? DEFAULT_JOB_TIMEOUT;
  return runner.maximumTimeout ? Math.min(own, runner.maximumTimeout) : own;
}

/**
 * The 201 body of `POST /jobs/request` (Entities::Ci::JobRequest::Response over Ci::BuildRunnerPresenter),
 * every field gitlab-runner decodes (reference §1.5). `run` is left out: null breaks the runner.
 */
export function jobPayload(sources: PayloadSources): Record<string, unknown> {
  const { job, pipeline, project, runner, token } = sources;
  const timeout = jobTimeout(job, runner);
  return {
    id: job.id,
    token,
    allow_git_fetch: true,
    job_info: {
      id: job.id, name: job.name, stage: job.stage, project_id: project.id, project_name: project.name,
      project_full_path: project.pathWithNamespace, pipeline_id: pipeline.id, user_id: job.userId,
      time_in_queue_seconds: sources.queuedSeconds,
    },
    git_info: gitInfo(sources),
    runner_info: { timeout, runner_session_url: null },
    variables: sources.variables,
    steps: steps(job, timeout),
    image: image(job),
    services: (job.options.services ?? []).map((service) => ({
      name: service.name, entrypoint: service.entrypoint ?? null, command: service.command ?? null, alias: service.alias ?? null, ports: [],
    })),
    artifacts: artifacts(job),
    cache: cache(job),
    credentials: [],
    dependencies: sources.dependencies.map((dependency) => ({
      id: dependency.id, name: dependency.name, token,
      ...(sources.artifactsFiles.has(dependency.id) ? { artifacts_file: sources.artifactsFiles.get(dependency.id) } : {}),
    })),
    features: { trace_sections: true, failure_reasons: FAILURE_REASONS },
  };
}

/** Only the job's own ref is fetched: refs/pipelines/<id> does not exist here (reference §1.5, refspecs). */
function gitInfo({ job, pipeline, project, token, refProtected, externalUrl }: PayloadSources) {
  const refspec = job.tag ? `+refs/tags/${job.ref}:refs/tags/${job.ref}` : `+refs/heads/${job.ref}:refs/remotes/origin/${job.ref}`;
  return {
    repo_url: repositoryUrl(externalUrl.replace(/\/$/, ''), project.pathWithNamespace, token),
    repo_object_format: 'sha1',
    ref: job.ref,
    sha: job.sha,
    before_sha: pipeline.beforeSha,
    ref_type: job.tag ? 'tag' : 'branch',
    refspecs: [refspec],
    depth: DEFAULT_GIT_DEPTH,
    protected: refProtected,
  };
}

/** `before_script` + `script` make the `script` step; `after_script` runs always, its failure allowed. */
function steps(job: Job, timeout: number) {
  const list: Array<Record<string, unknown>> = [{
    name: 'script', script: [...(job.options.before_script ?? []), ...(job.options.script ?? [])], timeout, when: 'on_success', allow_failure: false,
  }];
  if (job.options.after_script?.length) list.push({ name: 'after_script', script: job.options.after_script, timeout, when: 'always', allow_failure: true });
  return list;
}

function image(job: Job) {
  const spec = job.options.image;
  if (!spec) return null;
  return { name: spec.name, entrypoint: spec.entrypoint ?? null, ports: [], executor_opts: {}, pull_policy: spec.pull_policy ?? null };
}

/** Enums::Ci::JobArtifact: each report type's default file name and upload format. */
const REPORT_FILES: Record<string, { name: string; format: string }> = {
  junit: { name: 'junit.xml', format: 'gzip' },
  dotenv: { name: '.env', format: 'gzip' },
  cobertura: { name: 'cobertura-coverage.xml', format: 'gzip' },
  coverage_report: { name: 'cobertura-coverage.xml', format: 'gzip' },
  codequality: { name: 'gl-code-quality-report.json', format: 'raw' },
  sast: { name: 'gl-sast-report.json', format: 'raw' },
  terraform: { name: 'tfplan.json', format: 'raw' },
  metrics: { name: 'metrics.txt', format: 'gzip' },
};

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value == null ? [] : [String(value)]);

/** BuildRunnerPresenter#artifacts: the archive (when paths or untracked are set), then one entry per report. */
function artifacts(job: Job) {
  const spec = job.options.artifacts as Record<string, any> | undefined;
  if (!spec) return [];
  const expireIn = spec.expire_in ?? null;
  const list: Array<Record<string, unknown>> = [];
  if (spec.paths || spec.untracked) {
    list.push({
      name: spec.name ?? 'artifacts', untracked: spec.untracked === true, paths: asList(spec.paths), when: spec.when ?? 'on_success',
      expire_in: expireIn, artifact_type: 'archive', artifact_format: 'zip', ...(spec.exclude ? { exclude: asList(spec.exclude) } : {}),
    });
  }
  for (const [type, paths] of Object.entries((spec.reports ?? {}) as Record<string, unknown>)) {
    const file = REPORT_FILES[type] ?? { name: type, format: 'gzip' };
    const reportPaths = type === 'coverage_report' ? asList((paths as { path?: string })?.path) : asList(paths);
    list.push({ name: file.name, untracked: false, paths: reportPaths, when: 'always', expire_in: expireIn, artifact_type: type, artifact_format: file.format });
  }
  return list;
}

/** BuildRunnerPresenter#cache: each cache entry with GitLab's defaults (key `default`, policy `pull-push`, on_success). */
function cache(job: Job) {
  const raw = job.options.cache;
  const entries = (Array.isArray(raw) ? raw : raw ? [raw] : []) as Array<Record<string, any>>;
  return entries.map((entry) => ({
    key: typeof entry.key === 'string' ? entry.key : 'default', untracked: entry.untracked === true, paths: asList(entry.paths),
    policy: entry.policy ?? 'pull-push', when: entry.when ?? 'on_success', fallback_keys: asList(entry.fallback_keys),
  }));
}
