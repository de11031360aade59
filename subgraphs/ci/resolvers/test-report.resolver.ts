import type { SubgraphContext } from '@forgegraph/platform';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { PipelineTestReportType } from '../schema/test-report.types';
import { findPipelineTestReport } from '../services/test-reports/test-report-finder';
import type { ProjectRef } from '../schema/refs.types';
import type { PipelineTestReport } from '../services/test-reports/test-report-builder';

@Resolver()
export class TestReportResolver {
  @Query(() => PipelineTestReportType, { description: "The pipeline's JUnit results by suite (test_report and test_report_summary)." })
  pipelineTestReport(@Arg('projectRef', () => String) projectRef: string, @Arg('pipelineId', () => Int) pipelineId: number, @Ctx() ctx: SubgraphContext): Promise<PipelineTestReport & { project: ProjectRef }> {
    return findPipelineTestReport(ctx, projectRef, pipelineId);
  }
}
