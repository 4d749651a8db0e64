import { stringify } from 'csv-stringify/sync';
import { guardCell } from '../catalogue/csv-cells';

/** A cell of a report: text, or a number written as it is. */
export type ReportCell = string | number;

/**
 * Rows as CSV text, CRLF after each: text cells that a spreadsheet would run as a formula (=, +, -, @, a tab or a
 * line break first) get the catalogue export's leading apostrophe (domain/catalogue/csv-cells.ts), and cells
 * holding a tab or line break are quoted. Plain numbers, negative ones too, stay numbers. A report writes its rows
 * a page at a time, so no whole file is ever held.
 */
export function csvText(rows: readonly (readonly ReportCell[])[]): string {
  if (rows.length === 0) return '';
  const cells = rows.map((row) =>
    row.length ? row.map((cell) => (typeof cell === 'number' ? String(cell) : guardCell(cell))) : [''],
  );
  return stringify(cells, { record_delimiter: '\r\n', quoted_match: /[\t\r\n]/ });
}

/** The byte order mark that makes spreadsheets read the file as UTF-8 (Hindi and Tamil names stay readable). */
export const CSV_BOM = '\uFEFF';
