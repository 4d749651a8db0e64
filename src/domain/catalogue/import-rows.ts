import { parse } from 'csv-parse/sync';
import { describeIssue, type IssueLike } from '../owner/issues';
import { isCleanText } from '../shop-fields';
import { unguardCell } from './csv-cells';
import { ITEMS, type ItemCsvHeader } from '../tables/items';
import { isOndcCsvColumn } from '../ondc/import-columns';
import type { TextCellKind } from '../tables/table';
import { readTextCell, rupeeTextToPaise } from '../tables/text-cells';
import { said, type Said } from '../i18n/said';
import type { MessageId } from '../i18n/messages';
import type { Result } from '../../core/result';

/** The pure parts of the catalogue import: CSV text and rows → item bodies, rupees → paise, per-row failures. */

export interface RowFailure {
  /** CSV: 1-based data row (the header is row 0); JSON: index in its array */
  row: number;
  field: string;
  /** in English, as the import has always written it */
  rsn: string;
  /** the same problem as a message id, for an owner who asks for Hindi or Tamil */
  say: Said;
}

/** The CSV's columns, in order, as the items table's descriptor gives them (src/domain/tables/items.ts). */
export const CSV_COLUMNS: readonly ItemCsvHeader[] = ITEMS.csv.map((c) => c.header);
export type CsvColumn = ItemCsvHeader;
const REQUIRED_COLUMNS: readonly CsvColumn[] = ['category', 'id', 'name', 'price'];

/** The POST /items field each CSV column fills. */
export const ITEM_FIELD_OF_COLUMN = Object.fromEntries(ITEMS.csv.map((c) => [c.header, c.api])) as Record<
  CsvColumn,
  string
>;
const TEXT_OF_COLUMN = Object.fromEntries(ITEMS.csv.map((c) => [c.header, c.text])) as Record<CsvColumn, TextCellKind>;
const COLUMN_OF_FIELD = Object.fromEntries(
  Object.entries(ITEM_FIELD_OF_COLUMN).map(([col, field]) => [field, col]),
) as Record<string, CsvColumn>;

/** What a cell of each kind that cannot be read says (text cells are always read). */
const CELL_PROBLEM: Partial<Record<TextCellKind, MessageId>> = {
  rupees: 'problem.import.rupees',
  rupeesOrNone: 'problem.import.rupees',
  countOrNone: 'problem.import.wholeNumber',
  gstPercentOrNone: 'problem.import.gstPercent',
};
const cellProblem = (column: CsvColumn): Said => {
  const id = CELL_PROBLEM[TEXT_OF_COLUMN[column]];
  return id ? said(id, { column }) : said('problem.owner.invalid', { field: column });
};

const clip = (text: string, max = 300): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export { rupeeTextToPaise };

/** 'dry-fruits' → 'Dry Fruits': the name of a category the CSV names but the shop does not have yet. */
export function categoryNameFromId(id: string): string {
  return (
    id
      .split(/[-_]+/)
      .filter(Boolean)
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ') || id
  );
}

export type CsvTable = Result<{ columns: CsvColumn[]; rows: string[][] }>;

/** CSV text → header columns and data rows (blank lines skipped), or why it cannot be read. */
export function readCatalogueCsv(text: string, maxRows: number): CsvTable {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 64 * 1024,
    });
  } catch (err) {
    return { ok: false, rsn: clip(`The CSV cannot be read: ${err instanceof Error ? err.message : String(err)}`) };
  }
  const [header, ...rows] = records;
  if (!header) return { ok: false, rsn: `The CSV is empty. Start with the header row: ${CSV_COLUMNS.join(',')}.` };
  const columns = header.map((h) => h.toLowerCase());
  // the ONDC columns (ondc_…) carry an item's network fields beside it (src/domain/ondc/import-columns.ts)
  const unknown = columns.find((c) => !(CSV_COLUMNS as readonly string[]).includes(c) && !isOndcCsvColumn(c));
  if (unknown !== undefined)
    return { ok: false, rsn: clip(`Unknown CSV column "${unknown}". The header row uses: ${CSV_COLUMNS.join(',')}.`) };
  const twice = columns.find((c, i) => columns.indexOf(c) !== i);
  if (twice) return { ok: false, rsn: `The CSV column "${twice}" appears twice.` };
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length) return { ok: false, rsn: `The CSV header lacks the column(s) ${missing.join(', ')}.` };
  if (rows.length === 0) return { ok: false, rsn: 'The CSV has a header but no rows.' };
  if (rows.length > maxRows)
    return { ok: false, rsn: `The CSV has ${rows.length} rows; import at most ${maxRows} in one call.` };
  return { ok: true, columns: columns as CsvColumn[], rows };
}

/**
 * A CSV body's bytes as text, and whether they were UTF-8: a sheet saved in another encoding (Windows-1252, say)
 * decodes with U+FFFD where its bytes could not be read, and the rows holding one fail rather than store it.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; utf8: boolean } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), utf8: true };
  } catch {
    return { text: new TextDecoder('utf-8').decode(bytes), utf8: false };
  }
}

const UNREADABLE = '\uFFFD';

/**
 * One CSV data row → the POST /items body it stands for, with the cells that could not be read. `utf8: false`
 * (decodeCsvBytes) fails every cell holding a byte that was not UTF-8.
 */
export function csvRowToItem(
  columns: readonly CsvColumn[],
  cells: readonly string[],
  row: number,
  { utf8 = true } = {},
): { item: Record<string, unknown>; failures: RowFailure[] } {
  const failures: RowFailure[] = [];
  if (cells.length !== columns.length) {
    failures.push({
      row,
      field: 'row',
      rsn: `The row has ${cells.length} cells; the header has ${columns.length} columns.`,
      say: said('problem.import.cellCount', { cells: cells.length, columns: columns.length }),
    });
  }
  const item: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    if (isOndcCsvColumn(column)) return;
    if (!utf8 && (cells[i] ?? '').includes(UNREADABLE)) {
      failures.push({
        row,
        field: column,
        rsn: `${column}: has characters that are not UTF-8; save the sheet as "CSV UTF-8" and import it again.`,
        say: said('problem.import.notUtf8', { column }),
      });
      return;
    }
    // a cell the export guarded against spreadsheet formulas ('=…) is read back as it was
    const { value, rsn } = readTextCell(TEXT_OF_COLUMN[column], column, unguardCell(cells[i] ?? ''));
    if (rsn) failures.push({ row, field: column, rsn, say: cellProblem(column) });
    else if (value !== undefined) item[ITEM_FIELD_OF_COLUMN[column]] = value;
  });
  return { item, failures };
}

/** The CSV column an item field came from (VARIANTS.x → VARIANTS when no column has it). */
export function csvFieldOf(path: readonly PropertyKey[]): readonly PropertyKey[] {
  const column = COLUMN_OF_FIELD[String(path[0])];
  return column ? [column, ...path.slice(1)] : path;
}

/** Validation issues of one row → its failures, each naming the field as `fieldPath` renders it. */
export function issueFailures(
  row: number,
  issues: readonly IssueLike[],
  fieldPath: (path: readonly PropertyKey[]) => readonly PropertyKey[],
): RowFailure[] {
  return issues.map((issue) => {
    const failure = describeIssue({ ...issue, path: fieldPath(issue.path) }, 'row');
    const field = clip(failure.field, 120);
    return { row, field, rsn: clip(failure.rsn), say: said(failure.say.id, { ...failure.say.values, field }) };
  });
}

/** The first text in a validated body with a control character or broken Unicode, which a shop cannot show. */
export function badTextPath(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; rsn: string } | null {
  if (typeof value === 'string') {
    return isCleanText(value, true)
      ? null
      : { path, rsn: 'contains a control character or a broken Unicode character; remove it' };
  }
  if (value === null || typeof value !== 'object' || path.length > 6) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = badTextPath(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}
