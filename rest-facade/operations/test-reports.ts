// Generated from test-reports.graphql by `npm run operations` (rest-facade/operations/codegen): do not edit.
import type { Operation } from './operation';

export type PipelineTestReportResult = {
  pipelineTestReport: {
    totalTime: number;
    totalCount: number;
    successCount: number;
    failedCount: number;
    skippedCount: number;
    errorCount: number;
    testSuites: Array<{
      name: string;
      totalTime: number;
      totalCount: number;
      successCount: number;
      failedCount: number;
      skippedCount: number;
      errorCount: number;
      suiteError: string | null;
      testCases: Array<{
        status: string;
        name: string | null;
        classname: string | null;
        file: string | null;
        executionTime: number;
        systemOutput: unknown | null;
        attachment: string | null;
        jobId: number;
      }>;
    }>;
    project: {
      webUrl: string;
    };
  };
};

export const PipelineTestReport: Operation<PipelineTestReportResult> = {
  name: 'PipelineTestReport',
  document: `query PipelineTestReport($projectRef: String!, $pipelineId: Int!) {
  pipelineTestReport(projectRef: $projectRef, pipelineId: $pipelineId) {
    totalTime
    totalCount
    successCount
    failedCount
    skippedCount
    errorCount
    testSuites {
      name
      totalTime
      totalCount
      successCount
      failedCount
      skippedCount
      errorCount
      suiteError
      testCases {
        status
        name
        classname
        file
        executionTime
        systemOutput
        attachment
        jobId
      }
    }
    project {
      webUrl
    }
  }
}`,
};

export type PipelineTestReportSummaryResult = {
  pipelineTestReport: {
    totalTime: number;
    totalCount: number;
    successCount: number;
    failedCount: number;
    skippedCount: number;
    errorCount: number;
    testSuites: Array<{
      name: string;
      totalTime: number;
      totalCount: number;
      successCount: number;
      failedCount: number;
      skippedCount: number;
      errorCount: number;
      buildIds: Array<number>;
      suiteError: string | null;
    }>;
  };
};

export const PipelineTestReportSummary: Operation<PipelineTestReportSummaryResult> = {
  name: 'PipelineTestReportSummary',
  document: `query PipelineTestReportSummary($projectRef: String!, $pipelineId: Int!) {
  pipelineTestReport(projectRef: $projectRef, pipelineId: $pipelineId) {
    totalTime
    totalCount
    successCount
    failedCount
    skippedCount
    errorCount
    testSuites {
      name
      totalTime
      totalCount
      successCount
      failedCount
      skippedCount
      errorCount
      buildIds
      suiteError
    }
  }
}`,
};
