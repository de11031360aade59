/**
 * Gitlab::Ci::Trace::Stream#extract_coverage: the job's `coverage:` regex (`/…/`) over the log's lines, the last
 * matching line wins, and its first number is the coverage. Null when nothing matches or the regex is invalid.
 */
export function extractCoverage(trace: string, pattern: string | undefined): number | null {
  if (!pattern) return null;
  const regex = toRegExp(pattern);
  if (!regex) return null;
  let found: string | null = null;
  for (const line of trace.split('\n')) {
    const match = regex.exec(line.replace(/\x1b\[[0-9;]*[a-zA-Z]/g, ''));
    if (match) found = match[0];
  }
  const number = found?.match(/\d+(\.\d+)?/);
  return number ? Number(number[0]) : null;
}

function toRegExp(pattern: string): RegExp | null {
  const source = pattern.startsWith('/') && pattern.lastIndexOf('/') > 0 ? pattern.slice(1, pattern.lastIndexOf('/')) : pattern;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}
