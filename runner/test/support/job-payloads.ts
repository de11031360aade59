import type { JobPayload, JobStep } from '../../src/network/job-payload';
import type { GitFixture } from './git-fixture';

let nextId = 1000;

/**
 * A job payload shaped as GitLab's `/jobs/request` 201 body (reference §1.5): predefined variables with the masked job
 * token, `before_script` + `script` as one `script` step, `after_script` as a step of its own.
 */
export function jobPayload(input: {
  serverUrl: string;
  git: GitFixture;
  script: string[];
  afterScript?: string[];
  extraSteps?: JobStep[];
  overrides?: Partial<JobPayload>;
}): JobPayload {
  const id = nextId++;
  const token = `glcbt-64_job${id}token${'x'.repeat(8)}`;
  const repoUrl = `${input.serverUrl.replace('://', `://gitlab-ci-token:${token}@`)}/${input.git.repositoryPath}`;
  const steps: JobStep[] = [{ name: 'script', script: input.script, timeout: 3600, when: 'on_success', allow_failure: false }];
  steps.push(...(input.extraSteps ?? []));
  if (input.afterScript) steps.push({ name: 'after_script', script: input.afterScript, timeout: 3600, when: 'always', allow_failure: true });
  return {
    id, token, allow_git_fetch: true,
    job_info: { id, name: 'unit', stage: 'test', project_id: 5, project_name: 'demo', pipeline_id: 77 },
    git_info: {
      repo_url: repoUrl, ref: input.git.ref, sha: input.git.sha, before_sha: '0'.repeat(40), ref_type: 'branch',
      refspecs: ['+refs/heads/main:refs/remotes/origin/main'], depth: 20,
    },
    runner_info: { timeout: 3600 },
    variables: [
      { key: 'CI', value: 'true', public: true, masked: false },
      { key: 'CI_JOB_ID', value: String(id), public: true, masked: false },
      { key: 'CI_JOB_TOKEN', value: token, public: false, masked: true },
      { key: 'CI_PROJECT_PATH', value: 'grp/demo', public: true, masked: false },
      { key: 'CI_COMMIT_SHA', value: input.git.sha, public: true, masked: false },
    ],
    steps,
    image: null,
    services: [],
    artifacts: [],
    dependencies: [],
    features: { trace_sections: true, failure_reasons: ['script_failure', 'runner_system_failure', 'job_execution_timeout', 'unknown_failure'] },
    ...input.overrides,
  };
}
