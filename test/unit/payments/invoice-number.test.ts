import { describe, expect, it } from 'vitest';
import { billNumber, documentSeries, financialYearOf, invoiceNumber, nextSequence } from '../../../src/domain/payments/invoice-number';

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
    ['2026-27', 1, 'INV/2026-27/000001', 'BOS/2026-27/000001'],
    ['2026-27', 42, 'INV/2026-27/000042', 'BOS/2026-27/000042'],
    ['2027-28', 999_999, 'INV/2027-28/999999', 'BOS/2027-28/999999'],
    ['2027-28', 1_000_000, 'INV/2027-28/1000000', 'BOS/2027-28/1000000'],
  ])('%s no. %i is %s (bill of supply %s)', (fy, seq, inv, bos) => {
    expect(invoiceNumber(fy, seq)).toBe(inv);
    expect(billNumber(fy, seq)).toBe(bos);
    expect(inv.startsWith(documentSeries('INV', fy))).toBe(true);
    expect(bos.startsWith(documentSeries('BOS', fy))).toBe(true);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('refuses sequence %s', (seq) => {
    expect(() => invoiceNumber('2026-27', seq)).toThrow(RangeError);
    expect(() => billNumber('2026-27', seq)).toThrow(RangeError);
  });
});

describe('the next number is gapless and restarts each financial year', () => {
  it.each([
    [null, '2026-27', 1],
    [{ fyLabel: '2026-27', sequence: 1 }, '2026-27', 2],
    [{ fyLabel: '2026-27', sequence: 41 }, '2026-27', 42],
    [{ fyLabel: '2026-27', sequence: 999_999 }, '2026-27', 1_000_000],
    [{ fyLabel: '2026-27', sequence: 41 }, '2027-28', 1],
    [{ fyLabel: '2026-27', sequence: 0 }, '2026-27', 1],
  ])('after %j in %s comes %i', (last, fy, next) => {
    expect(nextSequence(last, fy)).toBe(next);
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses a last sequence of %s', (sequence) => {
    expect(() => nextSequence({ fyLabel: '2026-27', sequence }, '2026-27')).toThrow(RangeError);
  });
});
