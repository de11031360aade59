import { defineTables } from '@forgegraph/platform';

/** The ci schema and its tables, for hand-written SQL. */
export const SCHEMA = 'ci';
export const T = defineTables(SCHEMA, {
  internalIds: 'internal_ids',
  pipelines: 'pipelines',
  stages: 'stages',
  jobs: 'jobs',
  pipelineVariables: 'pipeline_variables',
  runners: 'runners',
  runnerManagers: 'runner_managers',
  runnerProjects: 'runner_projects',
  runnerManagerJobs: 'runner_manager_jobs',
  jobTraceChunks: 'job_trace_chunks',
  runnerRegistrationTokens: 'runner_registration_tokens',
  jobArtifacts: 'job_artifacts',
  jobArtifactEntries: 'job_artifact_entries',
  testReports: 'test_reports',
  variables: 'variables',
  jobTokenScopes: 'job_token_scopes',
  jobTokenProjectLinks: 'job_token_project_links',
  jobTokenGroupLinks: 'job_token_group_links',
  triggers: 'triggers',
});
