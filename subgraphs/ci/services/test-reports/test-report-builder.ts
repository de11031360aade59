import type { TestCase, TestCaseStatus } from './junit-parser';

/** One stored junit report with its job, as the pipeline's report query returns it. */
export interface JobJunit {
  jobId: number;
  jobName: string;
  suiteError: string | null;
  cases: TestCase[];
}

export interface TestCounts {
  totalTime: number;
  totalCount: number;
  successCount: number;
  failedCount: number;
  skippedCount: number;
  errorCount: number;
}

/** A case with the job whose report it came from (attachments are that job's artifacts). */
export type ReportedTestCase = TestCase & { jobId: number };

export interface TestSuiteReport extends TestCounts {
  name: string;
  suiteError: string | null;
  buildIds: number[];
  testCases: ReportedTestCase[];
}

export interface PipelineTestReport extends TestCounts {
  testSuites: TestSuiteReport[];
}

/** TestSuite#sorted: errors first, then failures, successes, skipped; slowest first within each. */
const STATUS_ORDER: Record<TestCaseStatus, number> = { error: 0, failed: 1, success: 2, skipped: 3 };
const COUNTER: Record<TestCaseStatus, keyof TestCounts> = { success: 'successCount', failed: 'failedCount', skipped: 'skippedCount', error: 'errorCount' };

/** Ci::Build#test_suite_name: a parallel job's ` 1/3` suffix is dropped, so its jobs make one suite. */
export function suiteNameOf(jobName: string): string {
  return jobName.replace(/ \d+\/\d+$/, '');
}

/** Gitlab::Ci::Reports::TestReport of a pipeline: suites keyed by job name, in the order of their first job. */
export function buildTestReport(reports: JobJunit[]): PipelineTestReport {
  const suites = new Map<string, TestSuiteReport>();
  for (const report of reports) {
    const name = suiteNameOf(report.jobName);
    let suite = suites.get(name);
    if (!suite) suites.set(name, (suite = { name, ...zeroCounts(), suiteError: null, buildIds: [], testCases: [] }));
    if (!suite.buildIds.includes(report.jobId)) suite.buildIds.push(report.jobId);
    suite.suiteError ??= report.suiteError;
    for (const testCase of report.cases) addCase(suite, { ...testCase, jobId: report.jobId });
  }
  const testSuites = [...suites.values()].map((suite) => ({ ...suite, testCases: suite.suiteError ? [] : sortCases(suite.testCases) }));
  const totals = zeroCounts();
  for (const suite of testSuites) {
    for (const key of Object.keys(totals) as Array<keyof TestCounts>) totals[key] += suite[key];
  }
  return { ...totals, testSuites };
}

function addCase(suite: TestSuiteReport, testCase: ReportedTestCase): void {
  suite.testCases.push(testCase);
  suite.totalCount += 1;
  suite[COUNTER[testCase.status]] += 1;
  suite.totalTime += testCase.executionTime;
}

function sortCases(cases: ReportedTestCase[]): ReportedTestCase[] {
  return [...cases].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || b.executionTime - a.executionTime);
}

function zeroCounts(): TestCounts {
  return { totalTime: 0, totalCount: 0, successCount: 0, failedCount: 0, skippedCount: 0, errorCount: 0 };
}
