// Generated from job-traces.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type ProjectJobTraceResult = {
  projectJobTrace: string;
};

export const ProjectJobTrace: Operation<ProjectJobTraceResult> = {
  name: 'ProjectJobTrace',
  document: `query ProjectJobTrace($projectRef: String!, $jobId: Int!) {
  projectJobTrace(projectRef: $projectRef, jobId: $jobId)
}`,
};
