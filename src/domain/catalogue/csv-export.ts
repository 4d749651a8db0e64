import { stringify } from 'csv-stringify/sync';
import type { Item } from '../../schemas/catalogue';
import { guardCell } from './csv-cells';
import { CSV_COLUMNS, type CsvColumn } from './import-rows';

/**
 * The catalogue as the import's CSV (GET /admin/api/stores/{storeId}/catalogue.csv): the same columns in the
 * same order, prices in rupees with two decimals, empty cells where the import reads "none" (no MRP, no GST,
 * stock not tracked). Importing the file changes nothing; fields the CSV has no column for (variants,
 * translations, photos after the first, position) are left alone by the import.
 */
const rupees = (paise: number): string => `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;

function cellOf(item: Item, column: CsvColumn): string {
  switch (column) {
    case 'category': return item.CAT_ID;
    case 'id': return item.ID;
    case 'name': return item.ITEM_NAME;
    case 'price': return rupees(item.PRICE);
    case 'mrp': return item.MRP === null || item.MRP === undefined ? '' : rupees(item.MRP);
    case 'stock': return item.STOCK_QTY === null || item.STOCK_QTY === undefined ? '' : String(item.STOCK_QTY);
    case 'gst': return item.GST_PERCENT === null || item.GST_PERCENT === undefined ? '' : String(item.GST_PERCENT);
    case 'description': return item.ITEM_DESC ?? '';
    case 'image': return item.IMAGE ?? '';
    case 'hsn': return item.HSN ?? '';
  }
}

/** The header row and one row per item, formula-looking cells guarded, with a BOM so spreadsheets read UTF-8. */
export function catalogueCsv(items: readonly Item[]): string {
  const rows = items.map((item) => CSV_COLUMNS.map((column) => guardCell(cellOf(item, column))));
  return `\uFEFF${stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' })}`;
}
