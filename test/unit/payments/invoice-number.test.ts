import { describe, expect, it } from 'vitest';
import { documentSeries, financialYearOf } from '../../../src/domain/payments/invoice-number';

/** A wall-clock time in India. */
const ist = (iso: string) => Date.parse(`${iso}+05:30`);

describe('the financial year, by the date in India', () => {
  it.each([
    ['2027-03-31T23:00:00', 2026, '2026-27'],
    ['2027-03-31T23:59:59.999', 2026, '2026-27'],
    ['2027-04-01T00:00:00', 2027, '2027-28'],
    ['2027-04-01T00:10:00', 2027, '2027-28'],
    ['2027-04-01T05:29:59', 2027, '2027-28'],
    ['2026-04-01T00:00:00', 2026, '2026-27'],
    ['2026-03-31T12:00:00', 2025, '2025-26'],
    ['2026-11-24T12:00:00', 2026, '2026-27'],
    ['2027-01-01T00:00:00', 2026, '2026-27'],
    ['2026-12-31T23:59:59', 2026, '2026-27'],
    ['2099-04-01T09:00:00', 2099, '2099-00'],
    ['2100-01-15T09:00:00', 2099, '2099-00'],
    ['2009-06-01T09:00:00', 2009, '2009-10'],
  ])('%s IST is in %s (%s)', (when, start, label) => {
    expect(financialYearOf(ist(when))).toEqual({ start, label });
  });

  it('1 April 00:10 in India is the new year though it is still 31 March in UTC', () => {
    const t = ist('2027-04-01T00:10:00');
    expect(new Date(t).toISOString()).toBe('2027-03-31T18:40:00.000Z');
    expect(financialYearOf(t).label).toBe('2027-28');
    expect(financialYearOf(Date.parse('2027-03-31T18:29:59.999Z')).label).toBe('2026-27');
    expect(financialYearOf(Date.parse('2027-03-31T18:30:00.000Z')).label).toBe('2027-28');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('refuses %s', (t) => {
    expect(() => financialYearOf(t)).toThrow(RangeError);
  });
});

describe('document numbers', () => {
  it.each([
    ['INV', '2026-27', 'INV/26-27/'],
    ['BOS', '2027-28', 'BOS/27-28/'],
    ['INV', '2099-00', 'INV/99-00/'],
  ] as const)('%s in %s is the series %s, 16 characters with its six-digit sequence', (kind, fy, series) => {
    expect(documentSeries(kind, fy)).toBe(series);
    expect(`${series}000001`).toHaveLength(16);
  });
});
