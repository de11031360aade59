import sax from 'sax';

export type TestCaseStatus = 'success' | 'failed' | 'skipped' | 'error';

/** One `<testcase>` (Gitlab::Ci::Reports::TestCase); `systemOutput` is a string, an attribute hash or null. */
export interface TestCase {
  status: TestCaseStatus;
  name: string | null;
  classname: string | null;
  file: string | null;
  executionTime: number;
  systemOutput: string | Record<string, string> | null;
  /** `[[ATTACHMENT|path]]` of a failed case's `<system-out>` (a screenshot in the job's artifacts). */
  attachment: string | null;
}

export interface ParsedJunit {
  cases: TestCase[];
  suiteError: string | null;
}

/** The result elements, in the order GitLab checks them (failure wins over error over skipped). */
const RESULTS = ['failure', 'error', 'skipped'] as const;
const STATUS_OF: Record<(typeof RESULTS)[number], TestCaseStatus> = { failure: 'failed', error: 'error', skipped: 'skipped' };
const ATTACHMENT = /\[\[ATTACHMENT\|(.+?)\]\]/;

interface OpenCase {
  attributes: Record<string, string>;
  results: Partial<Record<(typeof RESULTS)[number], string | Record<string, string> | null>>;
  systemOut: string;
}

/**
 * Gitlab::Ci::Parsers::Test::Junit over one junit artifact's XML. The runner's gzip artifacts concatenate
 * one document per report file; every `<testcase>` of every (nested) `<testsuite>` becomes a case. A
 * malformed document makes the whole artifact a suite error with no cases, as GitLab reports it.
 */
export function parseJunit(xml: string): ParsedJunit {
  const cases: TestCase[] = [];
  const parser = sax.parser(true, { trim: false });
  let current: OpenCase | null = null;
  let element: { name: string; attributes: Record<string, string>; text: string } | null = null;
  let error: Error | null = null;
  parser.onerror = (e) => {
    error ??= e;
    parser.error = null as unknown as Error;
  };
  parser.onopentag = (tag) => {
    const attributes = tag.attributes as Record<string, string>;
    if (tag.name === 'testcase') current = { attributes, results: {}, systemOut: '' };
    else if (current && (isResult(tag.name) || tag.name === 'system-out')) element = { name: tag.name, attributes, text: '' };
  };
  const addText = (text: string) => {
    if (element) element.text += text;
  };
  parser.ontext = addText;
  parser.oncdata = addText;
  parser.onclosetag = (name) => {
    if (element && element.name === name && current) {
      if (name === 'system-out') current.systemOut += element.text;
      else if (isResult(name)) current.results[name] = contentOf(element);
      element = null;
    } else if (name === 'testcase' && current) {
      cases.push(toTestCase(current));
      current = null;
    }
  };
  parser.write(xml).close();
  if (error) return { cases: [], suiteError: `JUnit XML parsing failed: ${firstLine((error as Error).message)}` };
  return { cases, suiteError: null };
}

function isResult(name: string): name is (typeof RESULTS)[number] {
  return (RESULTS as readonly string[]).includes(name);
}

/** Hash.from_xml's view of an element: its text when it has some, else its attributes, else nil. */
function contentOf(element: { attributes: Record<string, string>; text: string }): string | Record<string, string> | null {
  if (element.text.trim()) return element.text;
  return Object.keys(element.attributes).length ? element.attributes : null;
}

function toTestCase(open: OpenCase): TestCase {
  const result = RESULTS.find((name) => name in open.results);
  const status: TestCaseStatus = result ? STATUS_OF[result] : 'success';
  const time = Number.parseFloat(open.attributes.time ?? '');
  return {
    status,
    name: open.attributes.name ?? null,
    classname: open.attributes.classname ?? null,
    file: open.attributes.file ?? null,
    executionTime: Number.isFinite(time) ? time : 0,
    systemOutput: result ? open.results[result] ?? null : null,
    attachment: status === 'failed' ? ATTACHMENT.exec(open.systemOut)?.[1] ?? null : null,
  };
}

function firstLine(message: string): string {
  return message.split('\n')[0];
}
