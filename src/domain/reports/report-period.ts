import { istDateOf, istDateRange, istDayStart } from '../paging';
import { financialYearOf } from '../payments/invoice-number';
import { said, type Said } from '../i18n/said';
import type { Fail, Ok } from '../../core/result';

/**
 * The periods the owner's reports cover, as instants [since, until): a GSTR-1 month is an IST calendar month
 * (`2026-05` is 1 May 00:00 to 1 June 00:00 in India); the orders report takes IST calendar days, both inclusive,
 * at most MAX_REPORT_DAYS of them.
 */
export const MAX_REPORT_DAYS = 366;
const DAY_MS = 86_400_000;

export type ReportMonth = Ok<{ month: string; since: number; until: number; fy: string }>;
export type PeriodRefusal = Fail<{ field: string; rsn: string; say: Said }>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** `YYYY-MM` as an IST calendar month and its financial year (a month never straddles two), or why not. */
export function reportMonth(text: unknown): ReportMonth | PeriodRefusal {
  const m = typeof text === 'string' ? MONTH.exec(text) : null;
  const since = m ? istDayStart(`${m[1]}-${m[2]}-01`) : null;
  if (!m || since === null)
    return {
      ok: false,
      field: 'month',
      rsn: 'month: use a calendar month as YYYY-MM, e.g. 2026-05.',
      say: said('problem.report.badMonth'),
    };
  const [y, mo] = [Number(m[1]), Number(m[2])];
  const next = mo === 12 ? `${y + 1}-01-01` : `${y}-${String(mo + 1).padStart(2, '0')}-01`;
  const until = istDayStart(next) ?? since + 31 * DAY_MS;
  return { ok: true, month: text as string, since, until, fy: financialYearOf(since).label };
}

/** The IST calendar month before the one `now` falls in, as `YYYY-MM` (the console's default report). */
export function previousMonth(now: number): string {
  const [y, m] = istDateOf(now).split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

export type ReportDays = Ok<{ from: string; to: string; since: number; until: number }>;

/** `from` and `to` as IST calendar days, both inclusive, both required, at most MAX_REPORT_DAYS apart, or why not. */
export function reportDays(from: unknown, to: unknown): ReportDays | PeriodRefusal {
  const badDays = said('problem.report.badDays');
  if (typeof from !== 'string' || !from)
    return { ok: false, field: 'from', rsn: 'from: give the first day as YYYY-MM-DD, e.g. 2026-05-01.', say: badDays };
  if (typeof to !== 'string' || !to)
    return { ok: false, field: 'to', rsn: 'to: give the last day as YYYY-MM-DD, e.g. 2026-05-31.', say: badDays };
  const range = istDateRange(from, to);
  if (!range.ok) return { ok: false, field: range.field, rsn: range.rsn, say: badDays };
  const { since, until } = range as { since: number; until: number };
  if (until - since > MAX_REPORT_DAYS * DAY_MS) {
    return {
      ok: false,
      field: 'to',
      rsn: `to: a report covers at most ${MAX_REPORT_DAYS} days; ask for a shorter range.`,
      say: said('problem.report.tooLong', { days: MAX_REPORT_DAYS }),
    };
  }
  return { ok: true, from, to, since, until };
}

/** The IST calendar day and time of an instant, as `2026-05-14 18:05` (a spreadsheet reads it as a date and time). */
export function istDateTime(at: number): string {
  return new Date(at + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ');
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A document's date as GSTN's returns write it: `05-Apr-2026` (the IST calendar day). */
export function gstnDate(at: number): string {
  const [y, m, d] = istDateOf(at).split('-');
  return `${d}-${MONTH_NAMES[Number(m) - 1]}-${y}`;
}
