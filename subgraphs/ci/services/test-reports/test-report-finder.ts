import { query, type SubgraphContext } from '@forgegraph/platform';
import { requireReadPipelines } from '../access/ci-access';
import { projectIdOf } from '../domains/collaboration.client';
import { findProjectPipeline } from '../pipelines/pipeline-lookup';
import { T } from '../tables';
import { projectRef as projectRefOf, type ProjectRef } from '../../schema/refs.types';
import type { TestCase } from './junit-parser';
import { buildTestReport, type PipelineTestReport } from './test-report-builder';

/**
 * GET /projects/:id/pipelines/:pipeline_id/test_report and test_report_summary: the junit results of the
 * pipeline's latest jobs (retried ones left out), in one query.
 */
export async function findPipelineTestReport(ctx: SubgraphContext, projectRef: string, pipelineId: number): Promise<PipelineTestReport & { project: ProjectRef }> {
  const projectId = await projectIdOf(ctx, projectRef);
  await requireReadPipelines(ctx, projectId);
  const pipeline = await findProjectPipeline(ctx, projectId, pipelineId);
  const rows = await query<{ job_id: number; name: string; suite_error: string | null; cases: TestCase[] }>(ctx.em,
    `select r.job_id, j.name, r.suite_error, r.cases from ${T.testReports} r join ${T.jobs} j on j.id = r.job_id
      where r.pipeline_id = ? and not j.retried order by r.job_id, r.id`, [pipeline.id]);
  const report = buildTestReport(rows.map((row) => ({ jobId: row.job_id, jobName: row.name, suiteError: row.suite_error, cases: row.cases })));
  return { ...report, project: projectRefOf(projectId) };
}
