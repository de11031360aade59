import { parseJunit } from '../services/test-reports/junit-parser';
import { buildTestReport, suiteNameOf } from '../services/test-reports/test-report-builder';

describe('parseJunit (Gitlab::Ci::Parsers::Test::Junit)', () => {
  it('keeps the text of a result element, its attributes when it has no text, null when it has neither', () => {
    const { cases, suiteError } = parseJunit(`<testsuite>
      <testcase name="a" time="2"><failure><![CDATA[trace
line 2]]></failure></testcase>
      <testcase name="b"><error type="Boom" message="m"/></testcase>
      <testcase name="c"><skipped/></testcase>
      <testcase name="d" classname="K" file="k.rb" time="bad"/>
    </testsuite>`);
    expect(suiteError).toBeNull();
    expect(cases.map((c) => [c.name, c.status, c.systemOutput, c.executionTime])).toEqual([
      ['a', 'failed', 'trace\nline 2', 2],
      ['b', 'error', { type: 'Boom', message: 'm' }, 0],
      ['c', 'skipped', null, 0],
      ['d', 'success', null, 0],
    ]);
    expect(cases[3]).toMatchObject({ classname: 'K', file: 'k.rb', attachment: null });
  });

  it('lets a failure win over an error, and reads attachments of failed cases only', () => {
    const { cases } = parseJunit(`<testsuite>
      <testcase name="x"><error/><failure>f</failure><system-out>[[ATTACHMENT|a/shot.png]]</system-out></testcase>
      <testcase name="y"><system-out>[[ATTACHMENT|ignored.png]]</system-out></testcase>
    </testsuite>`);
    expect(cases.map((c) => [c.status, c.attachment])).toEqual([['failed', 'a/shot.png'], ['success', null]]);
  });

  it('reads concatenated documents (one per gzip member) and reports broken XML as a suite error', () => {
    expect(parseJunit('<testsuite><testcase name="1"/></testsuite>\n<?xml version="1.0"?><testsuites><testsuite><testcase name="2"/></testsuite></testsuites>').cases.map((c) => c.name)).toEqual(['1', '2']);
    const broken = parseJunit('<testsuite><testcase name="x">');
    expect(broken.cases).toEqual([]);
    expect(broken.suiteError).toMatch(/^JUnit XML parsing failed: /);
  });
});

describe('buildTestReport', () => {
  it('names suites after jobs without their parallel suffix', () => {
    expect(['rspec 1/3', 'rspec 3/3', 'rspec', 'test 1/x'].map(suiteNameOf)).toEqual(['rspec', 'rspec', 'rspec', 'test 1/x']);
  });

  it('keeps a suite error and shows no cases for that suite', () => {
    const report = buildTestReport([
      { jobId: 1, jobName: 'a', suiteError: null, cases: parseJunit('<testsuite><testcase name="ok" time="1"/></testsuite>').cases },
      { jobId: 2, jobName: 'a', suiteError: 'JUnit XML parsing failed: x', cases: [] },
    ]);
    expect(report.testSuites).toEqual([expect.objectContaining({ name: 'a', totalCount: 1, successCount: 1, suiteError: 'JUnit XML parsing failed: x', buildIds: [1, 2], testCases: [] })]);
    expect(report.totalCount).toBe(1);
  });
});
