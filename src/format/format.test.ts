import { fileSize } from './fileSize';
import { truncate } from './truncate';
import { format } from 'date-fns';
import { dateRangeParam, displayDate, displayDateTime, HALF_HOUR_TIMES, parseServerDate } from './dates';

describe('fileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576 * 2.345, '2.35 MB'],
    [1024 ** 8 * 3, '3 YB'],
    [1024 ** 9, '1024 YB'],
    ['2048', '2 KB'],
    [Number.NaN, '0 Bytes'],
  ])('formats %p as %p', (bytes, expected) => {
    expect(fileSize(bytes)).toBe(expected);
  });
});

describe('truncate', () => {
  it('cuts after the limit and marks the cut', () => {
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate('a'.repeat(50), 50)).toBe('a'.repeat(50));
    expect(truncate(null, 10)).toBe('');
  });

  it('does not split a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀...');
  });
});

describe('dates', () => {
  it('reads the server format and shows "--" for what it cannot read', () => {
    expect(parseServerDate('2026-03-04 05:06:07')?.getMinutes()).toBe(6);
    expect(displayDateTime('2026-03-04 05:06:07')).toBe('Mar 4, 2026, 05:06');
    expect(displayDateTime('0000-00-00 00:00:00')).toBe('--');
    expect(displayDateTime(null)).toBe('--');
  });

  it('shows timestamps of every month and hour as the formats "MMM d, yyyy, HH:mm" and "MMM d, yyyy" of date-fns', () => {
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(2026, month, month + 1, month * 2, month * 5, 7);
      const server = format(date, 'yyyy-MM-dd HH:mm:ss');
      expect([displayDateTime(server), displayDate(server)]).toEqual([
        format(date, 'MMM d, yyyy, HH:mm'),
        format(date, 'MMM d, yyyy'),
      ]);
    }
    expect(displayDateTime('2026-03-04T05:06:07Z')).toBe(
      format(new Date('2026-03-04T05:06:07Z'), 'MMM d, yyyy, HH:mm'),
    );
    expect(displayDate('2026-13-01 00:00:00')).toBe('--');
  });

  it('writes a date range as YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss', () => {
    expect(dateRangeParam(new Date(2026, 0, 5, 0, 0), new Date(2026, 0, 6, 23, 30))).toBe(
      '2026-01-05+00:00:00~2026-01-06+23:30:00',
    );
    expect(dateRangeParam(new Date(2026, 10, 25, 9, 5, 7), new Date(2026, 11, 31, 23, 59, 59))).toBe(
      '2026-11-25+09:05:07~2026-12-31+23:59:59',
    );
  });

  it('offers the 48 half-hour time choices', () => {
    expect(HALF_HOUR_TIMES).toHaveLength(48);
    expect(HALF_HOUR_TIMES[0]).toBe('00:00');
    expect(HALF_HOUR_TIMES[1]).toBe('00:30');
    expect(HALF_HOUR_TIMES[47]).toBe('23:30');
  });
});
