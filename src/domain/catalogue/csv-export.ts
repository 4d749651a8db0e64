import { stringify } from 'csv-stringify/sync';
import type { Item } from '../tables/items';
import { guardCell } from './csv-cells';
import { CSV_COLUMNS } from './import-rows';
import { ITEMS } from '../tables/items';
import { writeTextCell } from '../tables/text-cells';
import { networkCsvCells, ONDC_CSV_COLUMNS, type RowNetwork } from '../ondc/import-columns';

/**
 * The catalogue as the import's CSV (GET /admin/api/stores/{storeId}/catalogue.csv): the same columns in the
 * same order, prices in rupees with two decimals, empty cells where the import reads "none" (no MRP, no GST,
 * stock not tracked). Importing the file changes nothing; fields the CSV has no column for (variants,
 * translations, photos after the first, position) are left alone by the import. Each column's cells are written
 * as the items table's descriptor says (src/domain/tables/items.ts).
 */

/**
 * The header row and one row per item, formula-looking cells guarded, cells with a tab or line break quoted, with a
 * BOM so spreadsheets read UTF-8. With `network` (a shop on ONDC), the ondc_ columns follow with each item's fields.
 */
export function catalogueCsv(items: readonly Item[], network?: ReadonlyMap<string, RowNetwork>): string {
  const rows = items.map((item) => [
    ...ITEMS.csv.map((c) => guardCell(writeTextCell(c.text, item[c.api]))),
    ...(network ? networkCsvCells(network.get(item.ID) ?? null).map(guardCell) : []),
  ]);
  const header = [...CSV_COLUMNS, ...(network ? ONDC_CSV_COLUMNS : [])];
  return `\uFEFF${stringify([header, ...rows], { record_delimiter: '\r\n', quoted_match: /[\t\r\n]/ })}`;
}
