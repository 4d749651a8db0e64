/**
 * The catalogue CSV's ONDC columns (issue #39): an item's network fields beside its other cells, so a shop fills
 * them for its whole catalogue in one import. A row whose ONDC cells are all empty leaves the item's network fields
 * as they are; otherwise they are replaced by the row's (an empty cell: unset, listed as missing).
 */
import { unguardCell } from '../catalogue/csv-cells';
import { itemNetworkFieldsSchema, type ItemNetworkField, type ItemNetworkFields } from './item-fields';

export const ONDC_CSV_COLUMNS = [
  'ondc_left_out',
  'ondc_manufacturer',
  'ondc_net_quantity',
  'ondc_country_of_origin',
  'ondc_veg',
  'ondc_returnable',
  'ondc_cancellable',
  'ondc_time_to_ship',
  'ondc_available_on_cod',
  'ondc_product_code',
  'ondc_nutritional_info',
  'ondc_additives_info',
  'ondc_brand_owner_fssai',
  'ondc_gender',
  'ondc_brand',
  'ondc_colour',
  'ondc_size',
  'ondc_fabric',
  'ondc_size_chart',
] as const;
export type OndcCsvColumn = (typeof ONDC_CSV_COLUMNS)[number];

export const isOndcCsvColumn = (column: string): column is OndcCsvColumn =>
  (ONDC_CSV_COLUMNS as readonly string[]).includes(column);

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const BOOLEAN_FIELDS: readonly ItemNetworkField[] = ['veg', 'returnable', 'cancellable', 'available_on_cod'];

export interface RowNetwork {
  left_out: boolean;
  fields: ItemNetworkFields;
}

export interface NetworkCellProblem {
  column: OndcCsvColumn;
  rsn: string;
}

/** A yes/no cell: yes, y, true, 1 or no, n, false, 0 (veg also takes veg and non-veg); else undefined. */
function yesNo(field: string, cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (YES.has(text) || (field === 'veg' && text === 'veg')) return true;
  if (NO.has(text) || (field === 'veg' && (text === 'non-veg' || text === 'nonveg'))) return false;
  return undefined;
}

/** The ONDC cells of one CSV row → its network fields (null: none given), or the cells that cannot be read. */
export function networkOfCsvRow(
  columns: readonly string[],
  cells: readonly string[],
): { network: RowNetwork | null; problems: NetworkCellProblem[] } {
  const problems: NetworkCellProblem[] = [];
  const body: Record<string, string | boolean> = {};
  let leftOut = false;
  let given = false;
  columns.forEach((column, i) => {
    if (!isOndcCsvColumn(column)) return;
    // the export guards a formula-looking cell with an apostrophe (csv-cells.ts): take it off, as the other columns do
    const cell = unguardCell((cells[i] ?? '').trim());
    if (cell === '') return;
    given = true;
    const field = column.slice('ondc_'.length);
    if (column === 'ondc_left_out' || BOOLEAN_FIELDS.includes(field as ItemNetworkField)) {
      const value = yesNo(field, cell);
      if (value === undefined) problems.push({ column, rsn: `${column}: write yes or no.` });
      else if (column === 'ondc_left_out') leftOut = value;
      else body[field] = value;
      return;
    }
    body[field] = field === 'country_of_origin' ? cell.toUpperCase() : field === 'gender' ? cell.toLowerCase() : cell;
  });
  if (!given) return { network: null, problems };
  const parsed = itemNetworkFieldsSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = `ondc_${String(issue.path[0])}` as OndcCsvColumn;
      problems.push({ column, rsn: `${column}: ${issue.message}.` });
    }
  }
  if (problems.length || !parsed.success) return { network: null, problems };
  return { network: { left_out: leftOut, fields: parsed.data }, problems };
}

/**
 * An item's network fields as the export writes them in ONDC_CSV_COLUMNS order (yes/no, '' for unset), so that
 * importing the file gives the item the same fields back. An item with no network record gets empty cells, which
 * the import reads as "leave as they are".
 */
export function networkCsvCells(network: RowNetwork | null): string[] {
  if (!network) return ONDC_CSV_COLUMNS.map(() => '');
  const fields = network.fields as Record<string, string | boolean | undefined>;
  return ONDC_CSV_COLUMNS.map((column) => {
    const value = column === 'ondc_left_out' ? network.left_out || undefined : fields[column.slice('ondc_'.length)];
    if (value === undefined) return '';
    if (typeof value === 'boolean') return value ? 'yes' : 'no';
    return value;
  });
}
