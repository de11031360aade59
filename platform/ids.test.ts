import { isNumericRef, MAX_RECORD_ID, parseRecordId } from './ids';

describe('parseRecordId', () => {
  it.each([['1', 1], [42, 42], [String(MAX_RECORD_ID), MAX_RECORD_ID]])('reads %p as %p', (raw, id) => {
    expect(parseRecordId(raw)).toBe(id);
  });

  it.each(['0', '-1', '2147483648', '9223372036854775808', '9'.repeat(5000), '1e3', ' 1', '1.5', '', 'abc', null, undefined])(
    'names no record for %p', (raw) => {
      expect(parseRecordId(raw)).toBeNull();
    },
  );

  it('tells ids (any size) from paths', () => {
    expect(isNumericRef('9'.repeat(5000))).toBe(true);
    expect(isNumericRef('group/project')).toBe(false);
  });
});
