import { PipelineTestReport, PipelineTestReportSummary } from '../operations/test-reports';
import { p } from '../params/param';
import { presentTestReport, presentTestReportSummary } from '../presenters/test-report.presenter';
import { defineRoutes, route } from './route';

const PIPELINE = { id: p.string().required(), pipeline_id: p.integer().required() };

/** doc/api/pipelines.md#get-a-pipelines-test-report(-summary): built from the stored JUnit results. */
export const pipelineTestReportRoutes = defineRoutes([
  route({
    method: 'GET',
    path: '/projects/:id/pipelines/:pipeline_id/test_report',
    params: PIPELINE,
    operation: PipelineTestReport,
    variables: (params) => ({ projectRef: params.id, pipelineId: params.pipeline_id }),
    present: presentTestReport,
  }),
  route({
    method: 'GET',
    path: '/projects/:id/pipelines/:pipeline_id/test_report_summary',
    params: PIPELINE,
    operation: PipelineTestReportSummary,
    variables: (params) => ({ projectRef: params.id, pipelineId: params.pipeline_id }),
    present: presentTestReportSummary,
  }),
]);
