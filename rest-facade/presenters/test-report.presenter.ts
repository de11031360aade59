import type { PipelineTestReportResult, PipelineTestReportSummaryResult } from '../operations/test-reports';

type Report = PipelineTestReportResult['pipelineTestReport'];
type TestCase = Report['testSuites'][number]['testCases'][number];
type Summary = PipelineTestReportSummaryResult['pipelineTestReport'];

/** TestReportEntity: the counters, then every suite with its cases (TestSuiteEntity, details view). */
export function presentTestReport(report: Report) {
  const projectPath = new URL(report.project.webUrl).pathname;
  return {
    total_time: report.totalTime,
    total_count: report.totalCount,
    success_count: report.successCount,
    failed_count: report.failedCount,
    skipped_count: report.skippedCount,
    error_count: report.errorCount,
    test_suites: report.testSuites.map((suite) => ({
      name: suite.name,
      total_time: suite.totalTime,
      total_count: suite.totalCount,
      success_count: suite.successCount,
      failed_count: suite.failedCount,
      skipped_count: suite.skippedCount,
      error_count: suite.errorCount,
      suite_error: suite.suiteError,
      test_cases: suite.testCases.map((testCase) => presentTestCase(testCase, projectPath)),
    })),
  };
}

/** TestCaseEntity; `attachment_url` only when the failure left a screenshot (TestCase#attachment_url, a path). */
function presentTestCase(testCase: TestCase, projectPath: string) {
  return {
    status: testCase.status,
    name: testCase.name,
    classname: testCase.classname,
    file: testCase.file,
    execution_time: testCase.executionTime,
    system_output: testCase.systemOutput ?? null,
    stack_trace: null,
    ...(testCase.attachment ? { attachment_url: `${projectPath}/-/jobs/${testCase.jobId}/artifacts/file/${testCase.attachment}` } : {}),
  };
}

/** TestReportSummaryEntity: totals (`total`), then TestSuiteSummaryEntity per suite. */
export function presentTestReportSummary(report: Summary) {
  return {
    total: {
      time: report.totalTime,
      count: report.totalCount,
      success: report.successCount,
      failed: report.failedCount,
      skipped: report.skippedCount,
      error: report.errorCount,
      suite_error: report.testSuites.find((suite) => suite.suiteError)?.suiteError ?? null,
    },
    test_suites: report.testSuites.map((suite) => ({
      name: suite.name,
      total_time: suite.totalTime,
      total_count: suite.totalCount,
      success_count: suite.successCount,
      failed_count: suite.failedCount,
      skipped_count: suite.skippedCount,
      error_count: suite.errorCount,
      build_ids: suite.buildIds,
      suite_error: suite.suiteError,
    })),
  };
}
