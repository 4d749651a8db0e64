import { describe, expect, it } from 'vitest';
import {
  gstnDate,
  istDateTime,
  MAX_REPORT_DAYS,
  previousMonth,
  reportDays,
  reportMonth,
} from '../../../src/domain/reports/report-period';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);

describe('reportMonth: a YYYY-MM month is an IST calendar month', () => {
  it.each([
    ['2026-05', ist('2026-05-01T00:00:00'), ist('2026-06-01T00:00:00'), '2026-27'],
    ['2026-04', ist('2026-04-01T00:00:00'), ist('2026-05-01T00:00:00'), '2026-27'],
    ['2027-03', ist('2027-03-01T00:00:00'), ist('2027-04-01T00:00:00'), '2026-27'],
    ['2026-12', ist('2026-12-01T00:00:00'), ist('2027-01-01T00:00:00'), '2026-27'],
    ['2028-02', ist('2028-02-01T00:00:00'), ist('2028-03-01T00:00:00'), '2027-28'],
  ])('%s', (month, since, until, fy) => {
    expect(reportMonth(month)).toEqual({ ok: true, month, since, until, fy });
  });

  it('starts at 18:30 UTC the day before (midnight in India)', () => {
    const m = reportMonth('2026-04');
    expect(m.ok && new Date(m.since).toISOString()).toBe('2026-03-31T18:30:00.000Z');
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['a day', '2026-05-01'],
    ['month 13', '2026-13'],
    ['month 00', '2026-00'],
    ['one-digit month', '2026-5'],
    ['slashes', '2026/05'],
    ['words', 'May 2026'],
    ['a number', 202605],
    ['an array', ['2026-05']],
    ['before 2000', '1999-12'],
    ['after 2100', '2101-01'],
    ['huge', '2'.repeat(5000)],
    ['a lone surrogate', '2026-0\ud800'],
    ['spaces', ' 2026-05'],
    ['trailing newline', '2026-05\n'],
    ['an object', { month: '2026-05' }],
  ])('%s is refused, with the month field and a sentence in every language', (_name, value) => {
    const r = reportMonth(value);
    expect(r).toMatchObject({ ok: false, field: 'month', say: { id: 'problem.report.badMonth' } });
    expect(!r.ok && r.rsn).toMatch(/YYYY-MM/);
  });
});

describe("previousMonth: the IST month before now (the console's default)", () => {
  it.each([
    [ist('2026-06-15T12:00:00'), '2026-05'],
    [ist('2026-01-01T00:10:00'), '2025-12'],
    // 31 May 19:00 UTC is already 1 June in India
    [Date.parse('2026-05-31T19:00:00Z'), '2026-05'],
    [Date.parse('2026-05-31T18:00:00Z'), '2026-04'],
  ])('%s -> %s', (now, month) => expect(previousMonth(now)).toBe(month));
});

describe('reportDays: IST days, both inclusive, both required, at most a year and a day', () => {
  it('gives [from midnight, midnight after to) in India', () => {
    expect(reportDays('2026-05-01', '2026-05-31')).toEqual({
      ok: true,
      from: '2026-05-01',
      to: '2026-05-31',
      since: ist('2026-05-01T00:00:00'),
      until: ist('2026-06-01T00:00:00'),
    });
    expect(reportDays('2026-05-14', '2026-05-14')).toMatchObject({
      ok: true,
      since: ist('2026-05-14T00:00:00'),
      until: ist('2026-05-15T00:00:00'),
    });
  });

  it(`takes ${MAX_REPORT_DAYS} days and refuses one more`, () => {
    expect(reportDays('2028-01-01', '2028-12-31').ok).toBe(true); // 366 days of a leap year
    expect(reportDays('2026-01-01', '2027-01-02')).toMatchObject({
      ok: false,
      field: 'to',
      say: { id: 'problem.report.tooLong', values: { days: MAX_REPORT_DAYS } },
    });
  });

  it.each([
    ['no from', undefined, '2026-05-31', 'from'],
    ['no to', '2026-05-01', undefined, 'to'],
    ['empty from', '', '2026-05-31', 'from'],
    ['to before from', '2026-05-31', '2026-05-01', 'to'],
    ['not a date', '2026-02-30', '2026-03-01', 'from'],
    ['a month', '2026-05', '2026-05-31', 'from'],
    ['a lone surrogate', '2026-05-0\ud800', '2026-05-31', 'from'],
    ['huge', '9'.repeat(4000), '2026-05-31', 'from'],
    ['a number', 20260501, '2026-05-31', 'from'],
  ])('%s is refused on %s', (_name, from, to, field) => {
    expect(reportDays(from, to)).toMatchObject({
      ok: false,
      field,
      say: { id: expect.stringMatching(/^problem\.report\./) },
    });
  });
});

describe('how dates are written', () => {
  it('GSTN dates are the IST day as dd-Mon-yyyy', () => {
    expect(gstnDate(ist('2026-04-05T23:59:00'))).toBe('05-Apr-2026');
    expect(gstnDate(Date.parse('2026-03-31T18:40:00Z'))).toBe('01-Apr-2026');
  });

  it("an order's time is its IST date and time", () => {
    expect(istDateTime(Date.parse('2026-05-14T12:35:10Z'))).toBe('2026-05-14 18:05');
  });
});
