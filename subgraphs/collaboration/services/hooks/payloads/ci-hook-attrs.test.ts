import { hookTime, isoTime } from './ci-hook-attrs';

describe('CI hook times', () => {
  it.each([
    ['2026-11-24T19:02:23.456Z', '2026-11-24 19:02:23 UTC', '2026-11-24T19:02:23Z'],
    [null, null, null],
  ])('%s is %s (Time#to_s through Sidekiq) and %s (iso8601)', (value, utc, iso) => {
    expect(hookTime(value)).toBe(utc);
    expect(isoTime(value)).toBe(iso);
  });
});
