import type { Job } from '../../entities/job.entity';
import type { Pipeline } from '../../entities/pipeline.entity';
import type { PipelineVariable } from '../../entities/pipeline-variable.entity';
import type { Runner } from '../../entities/runner.entity';
import type { ProjectSettings } from '../domains/collaboration.client';
import type { PipelineCommit } from '../domains/repository.client';
import { predefinedVariables } from '../pipelines/predefined-variables';
import type { RunnerVariable } from '../variables/ci-variables';

/** One entry of the payload's `variables` (gitlab-runner's JobVariable); values are always strings. */
export interface PayloadVariable {
  key: string;
  value: string;
  public: boolean;
  masked: boolean;
  file?: boolean;
  raw?: boolean;
}

export interface JobVariableSources {
  job: Job;
  pipeline: Pipeline;
  project: ProjectSettings;
  commit: PipelineCommit;
  defaultBranch: string | null;
  pipelineVariables: PipelineVariable[];
  /** Instance, group and project CI/CD variables, in their own precedence (ciVariablesFor). */
  settingsVariables: RunnerVariable[];
  runner: Runner;
  token: string;
  refProtected: boolean;
  externalUrl: string;
}

/**
 * Ci::BuildRunnerPresenter#variables, in GitLab's order of precedence (a later entry wins in the runner):
 * predefined (pipeline, then job), the job's YAML variables, the instance, group and project CI/CD variables,
 * then pipeline variables.
 */
export function jobVariables(sources: JobVariableSources): PayloadVariable[] {
  const { job, pipeline, project, runner, token } = sources;
  const server = sources.externalUrl.replace(/\/$/, '');
  const predefined: Record<string, string> = {
    ...predefinedVariables({
      project, ref: job.ref, tag: job.tag, commit: sources.commit, beforeSha: pipeline.beforeSha, source: pipeline.source as never,
      defaultBranch: sources.defaultBranch, configPath: pipeline.configPath ?? '.gitlab-ci.yml', externalUrl: server,
    }),
    CI_PIPELINE_ID: String(pipeline.id),
    CI_PIPELINE_IID: String(pipeline.iid),
    CI_PIPELINE_URL: `${project.webUrl}/-/pipelines/${pipeline.id}`,
    CI_PIPELINE_CREATED_AT: pipeline.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    CI_JOB_ID: String(job.id),
    CI_JOB_NAME: job.name,
    CI_JOB_NAME_SLUG: job.name.toLowerCase().replace(/[^a-z0-9]/g, '-').slice(0, 63).replace(/^-+|-+$/g, ''),
    CI_JOB_STAGE: job.stage,
    CI_JOB_URL: `${project.webUrl}/-/jobs/${job.id}`,
    CI_JOB_STARTED_AT: (job.startedAt ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    CI_JOB_MANUAL: job.when === 'manual' ? 'true' : '',
    CI_NODE_TOTAL: '1',
    CI_COMMIT_REF_PROTECTED: String(sources.refProtected),
    CI_REPOSITORY_URL: repositoryUrl(server, project.pathWithNamespace, token),
    CI_RUNNER_ID: String(runner.id),
    CI_RUNNER_DESCRIPTION: runner.description ?? '',
    CI_RUNNER_TAGS: JSON.stringify(runner.tagList),
    CI_SERVER_NAME: 'GitLab',
    CI_SERVER_PROTOCOL: new URL(server).protocol.replace(':', ''),
    CI_SERVER_PORT: new URL(server).port || (server.startsWith('https') ? '443' : '80'),
    GITLAB_USER_ID: job.userId === null ? '' : String(job.userId),
  };
  if (predefined.CI_JOB_MANUAL === '') delete predefined.CI_JOB_MANUAL;
  const variables: PayloadVariable[] = [
    { key: 'CI_JOB_TOKEN', value: token, public: false, masked: true },
    ...Object.entries(predefined).map(([key, value]) => ({ key, value, public: true, masked: false })),
    ...Object.entries(job.yamlVariables).map(([key, value]) => ({ key, value: String(value), public: true, masked: false })),
    ...sources.settingsVariables.map(({ key, value, masked, file, raw }) => ({ key, value, public: false, masked, ...(file ? { file } : {}), ...(raw ? { raw } : {}) })),
    ...sources.pipelineVariables.map((variable) => ({
      key: variable.key, value: variable.value, public: false, masked: false, ...(variable.variableType === 'file' ? { file: true } : {}),
    })),
  ];
  return variables;
}

/** `http://gitlab-ci-token:<job token>@host/<path>.git`: the job's clone URL (reference §1.5). */
export function repositoryUrl(server: string, projectPath: string, token: string): string {
  const url = new URL(`${server}/${projectPath}.git`);
  url.username = 'gitlab-ci-token';
  url.password = token;
  return url.toString();
}
