/**
 * GitLab's time tracking units (Gitlab::TimeTrackingFormatter over ChronicDuration): a day is 8
 * hours, a week 5 days, a month 4 weeks; output in the short form, `3h 30m`, null for zero.
 */
const UNITS: Array<[string, number]> = [
  ['mo', 4 * 5 * 8 * 3600], ['w', 5 * 8 * 3600], ['d', 8 * 3600], ['h', 3600], ['m', 60], ['s', 1],
];

export function humanDuration(seconds: number): string | null {
  if (!seconds) return null;
  const sign = seconds < 0 ? '-' : '';
  let rest = Math.abs(seconds);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${count}${unit}`);
    rest -= count * size;
  }
  return sign + parts.join(' ');
}

const PARSE_UNITS: Record<string, number> = {
  mo: UNITS[0][1], month: UNITS[0][1], months: UNITS[0][1],
  w: UNITS[1][1], week: UNITS[1][1], weeks: UNITS[1][1],
  d: UNITS[2][1], day: UNITS[2][1], days: UNITS[2][1],
  h: 3600, hr: 3600, hrs: 3600, hour: 3600, hours: 3600,
  m: 60, min: 60, mins: 60, minute: 60, minutes: 60,
  s: 1, sec: 1, secs: 1, second: 1, seconds: 1,
};

/**
 * Seconds in a duration such as `3h30m`, `1w 2d`, `-1h` or `3` (hours, the default unit); null when
 * it does not parse (GitLab answers 400 then).
 */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim().toLowerCase();
  const negative = trimmed.startsWith('-');
  const body = negative ? trimmed.slice(1).trim() : trimmed;
  if (!body || body.length > 100) return null;
  if (/^\d+(\.\d+)?$/.test(body)) return sign(negative, Math.round(Number(body) * 3600));
  let total = 0;
  let consumed = '';
  for (const match of body.matchAll(/(\d+(?:\.\d+)?)\s*([a-z]+)\s*/g)) {
    const size = PARSE_UNITS[match[2]];
    if (size === undefined) return null;
    total += Number(match[1]) * size;
    consumed += match[0];
  }
  if (consumed.replace(/\s+/g, '') !== body.replace(/\s+/g, '')) return null;
  return sign(negative, Math.round(total));
}

function sign(negative: boolean, seconds: number): number {
  return negative ? -seconds : seconds;
}
