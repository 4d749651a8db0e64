/** India's financial year runs 1 April to 31 March; a shop's invoice numbers start again at 1 each year. */

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The financial year of a moment, by its date in India (IST): `{start: 2026, label: '2026-27'}`. */
export function financialYearOf(epochMs: number): { start: number; label: string } {
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
