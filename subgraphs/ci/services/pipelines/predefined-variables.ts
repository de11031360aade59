import type { ProjectSettings } from '../domains/collaboration.client';
import type { PipelineCommit } from '../domains/repository.client';
import type { PipelineSource } from '../config/compile-input';

export interface PipelineSubject {
  project: ProjectSettings;
  ref: string;
  tag: boolean;
  commit: PipelineCommit;
  beforeSha: string;
  source: PipelineSource;
  defaultBranch: string | null;
  configPath: string;
  externalUrl: string;
}

/** GitLab's slug: lower-case, non-alphanumerics to `-`, at most 63 characters, no `-` at either end. */
export function refSlug(ref: string): string {
  return ref.toLowerCase().replace(/[^a-z0-9]/g, '-').slice(0, 63).replace(/^-+|-+$/g, '');
}

/**
 * The predefined variables known when a pipeline is created (doc/ci/variables/predefined_variables.md),
 * the ones rules and `only:variables` may test. Job-level ones (CI_JOB_*) come with the job payload.
 */
export function predefinedVariables(subject: PipelineSubject): Record<string, string> {
  const { project, commit } = subject;
  const server = subject.externalUrl.replace(/\/$/, '');
  return {
    CI: 'true',
    GITLAB_CI: 'true',
    CI_SERVER_URL: server,
    CI_SERVER_HOST: new URL(server).hostname,
    CI_API_V4_URL: `${server}/api/v4`,
    CI_PIPELINE_SOURCE: subject.source,
    CI_CONFIG_PATH: subject.configPath,
    CI_PROJECT_ID: String(project.id),
    CI_PROJECT_NAME: project.path,
    CI_PROJECT_TITLE: project.name,
    CI_PROJECT_PATH: project.pathWithNamespace,
    CI_PROJECT_PATH_SLUG: refSlug(project.pathWithNamespace),
    CI_PROJECT_NAMESPACE: project.namespaceFullPath,
    CI_PROJECT_URL: project.webUrl,
    ...(subject.defaultBranch ? { CI_DEFAULT_BRANCH: subject.defaultBranch } : {}),
    CI_COMMIT_SHA: commit.sha,
    CI_COMMIT_SHORT_SHA: commit.sha.slice(0, 8),
    CI_COMMIT_BEFORE_SHA: subject.beforeSha,
    CI_COMMIT_REF_NAME: subject.ref,
    CI_COMMIT_REF_SLUG: refSlug(subject.ref),
    ...(subject.tag ? { CI_COMMIT_TAG: subject.ref } : { CI_COMMIT_BRANCH: subject.ref }),
    CI_COMMIT_MESSAGE: commit.message,
    CI_COMMIT_TITLE: commit.title,
    CI_COMMIT_TIMESTAMP: commit.committedDate,
  };
}
