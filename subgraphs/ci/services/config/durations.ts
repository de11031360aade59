/**
 * ChronicDuration's parse as GitLab uses it for `timeout`, `start_in` and `expire_in`: `3600`,
 * `1h 30m`, `2 hours 10 minutes`, `1 week`, `1 day and 3 hours`. Null for text it cannot read.
 */
const UNITS: Array<[RegExp, number]> = [
  [/^(s|secs?|seconds?)$/, 1],
  [/^(m|mins?|minutes?)$/, 60],
  [/^(h|hrs?|hours?)$/, 3600],
  [/^(d|days?)$/, 86400],
  [/^(w|wks?|weeks?)$/, 604800],
  [/^(mo|mos|months?)$/, 2592000],
  [/^(y|yrs?|years?)$/, 31557600],
];

export function parseDuration(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? Math.round(input) : null;
  if (typeof input !== 'string') return null;
  const text = input.trim().toLowerCase().replace(/\band\b/g, ' ').replace(/,/g, ' ');
  if (!text) return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text));
  const clock = /^(\d+):(\d{2})(?::(\d{2}))?$/.exec(text);
  if (clock) return clock[3] === undefined ? Number(clock[1]) * 60 + Number(clock[2]) : Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  let total = 0;
  let matched = false;
  const pattern = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
  let rest = text;
  for (const match of text.matchAll(pattern)) {
    const unit = UNITS.find(([re]) => re.test(match[2]));
    if (!unit) return null;
    total += Number(match[1]) * unit[1];
    matched = true;
    rest = rest.replace(match[0], '');
  }
  return matched && rest.trim() === '' ? Math.round(total) : null;
}
