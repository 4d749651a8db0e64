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
 * The series a document number belongs to: `INV/2026-27/` (a bill of supply: `BOS/2026-27/`). The number is the
 * series and the sequence in six digits at least: `INV/2026-27/000001` (data/invoices.ts writes it).
 */
export function documentSeries(kind: 'INV' | 'BOS', fyLabel: string): string {
  return `${kind}/${fyLabel}/`;
}

function documentNumber(kind: 'INV' | 'BOS', fyLabel: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be a whole number from 1, got ${sequence}`);
  return `${documentSeries(kind, fyLabel)}${String(sequence).padStart(6, '0')}`;
}

/** A tax invoice's number: `INV/2026-27/000001`; more digits once the sequence passes 999999. Throws below 1. */
export const invoiceNumber = (fyLabel: string, sequence: number): string => documentNumber('INV', fyLabel, sequence);

/** A bill of supply's number (composition scheme): `BOS/2026-27/000001`. Throws below 1. */
export const billNumber = (fyLabel: string, sequence: number): string => documentNumber('BOS', fyLabel, sequence);

/**
 * The next number of a gapless series: 1 for the first document, or the first of a new financial year;
 * otherwise one after the last issued. Throws RangeError when the last sequence is not a whole number.
 */
export function nextSequence(lastIssued: { fyLabel: string; sequence: number } | null, fyLabel: string): number {
  if (!lastIssued || lastIssued.fyLabel !== fyLabel) return 1;
  const last = lastIssued.sequence;
  if (!Number.isSafeInteger(last) || last < 0) throw new RangeError(`the last issued sequence must be a whole number, got ${last}`);
  return last + 1;
}
