/** India's financial year runs 1 April to 31 March; a shop's invoice numbers start again at 1 each year. */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * The financial year of a moment, by its calendar date in India (IST, UTC+5:30): `{start: 2026, label: '2026-27'}`.
 * 1 April 00:10 IST is already the new year although it is still 31 March in UTC.
 */
export function financialYearOf(epochMs: number): { start: number; label: string } {
  if (!Number.isFinite(epochMs)) throw new RangeError(`epochMs must be a finite number, got ${epochMs}`);
  const ist = new Date(epochMs + IST_OFFSET_MS);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  return { start, label: `${start}-${String((start + 1) % 100).padStart(2, '0')}` };
}

/**
 * The series a document number belongs to: `INV/26-27/` (a bill of supply: `BOS/26-27/`). The number is the series
 * and the sequence in six digits: `INV/26-27/000001`, the 16 characters the CGST rules allow (data/invoices.ts
 * writes it). `fyLabel` is financialYearOf's '2026-27'.
 */
export function documentSeries(kind: 'INV' | 'BOS' | 'CRN', fyLabel: string, ownSeries?: string): string {
  const name = kind !== 'CRN' && ownSeries && INVOICE_SERIES.test(ownSeries) ? ownSeries : kind;
  return `${name}/${fyLabel.slice(2)}/`;
}

/**
 * A shop's own name for its invoice series, in place of INV or BOS: 1-3 capital letters or digits, so that
 * `DK/26-27/000001` keeps within the 16 characters. The sequence runs on across a change of name within the year.
 */
export const INVOICE_SERIES = /^[A-Z0-9]{1,3}$/;
