import { fail, ok, type Result } from '../core/result';
import type { Category } from '../domain/tables/categories';
import type { Item } from '../domain/tables/items';
import type { IssueLike } from '../domain/owner/issues';
import { said, type Said } from '../domain/i18n/said';
import {
  badTextPath,
  categoryNameFromId,
  csvFieldOf,
  csvRowToItem,
  issueFailures,
  ITEM_FIELD_OF_COLUMN,
  readCatalogueCsv,
  type RowFailure,
} from '../domain/catalogue/import-rows';
import { existingCategoryIds, knownCategories, type CatalogueImport, type ImportRow } from '../data/shop/owner-import';
import { resolveCategoryCell } from '../domain/catalogue/category-names';
import { categoryCreate, importCategoryCreate, importItemCreate } from '../app/owner/schemas/catalogue';
import { stripBidiControlsDeep } from '../domain/text-safety';
import type { ShopData } from '../data/shop/shop-data';
import { isOndcCsvColumn, networkOfCsvRow, type RowNetwork } from '../domain/ondc/import-columns';

/** Turns an import body (JSON or CSV) into the rows to write, validating EVERY row against POST /categories and /items. */

export const MAX_IMPORT_ITEMS = 2000;
export const MAX_IMPORT_CATEGORIES = 500;

/** Refused rows (`failed`, the sentence for each) or a body refused whole. */
type ImportProblem =
  | { failed: RowFailure[]; rsn: string }
  | { failed?: undefined; rsn: string; code: string; field?: string; say?: Said };
export type ImportPlanResult = Result<
  {
    plan: CatalogueImport;
    createdCategories?: { CAT_ID: string; CAT_NAME: string }[];
    /** CSV: the ONDC network fields of the rows that gave any (ondc_… columns), by item id */
    network?: (RowNetwork & { itemId: string })[];
  },
  ImportProblem
>;

const rowsRefused = (failed: RowFailure[]) =>
  fail({ failed, rsn: `${failed.length} of the rows cannot be imported; the first: ${failed[0].rsn}` });

type Path = readonly PropertyKey[];
/** `failedFields`: fields whose cells already failed (CSV); the rest of the row is still checked, the row is not imported. */
interface Candidate {
  row: number;
  raw: unknown;
  given: readonly string[];
  failedFields?: ReadonlySet<string>;
}
interface Schema<T> {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: readonly IssueLike[] } };
}

/** Validates each candidate; the good ones become import rows, the rest failures (all of them, not just the first). */
function validate<T>(
  schema: Schema<T>,
  candidates: Candidate[],
  fieldPath: (row: number, path: Path) => Path,
  failed: RowFailure[],
): (ImportRow<T> & { row: number })[] {
  const good: (ImportRow<T> & { row: number })[] = [];
  for (const { row, raw, given, failedFields } of candidates) {
    const parsed = schema.safeParse(stripBidiControlsDeep(raw));
    if (!parsed.success) {
      failed.push(
        ...issueFailures(row, parsed.error.issues, (path) => fieldPath(row, path)).filter(
          (f) => !failedFields?.has(f.field),
        ),
      );
      continue;
    }
    if (failedFields?.size) continue;
    const bad = badTextPath(parsed.data);
    if (bad)
      failed.push(
        ...issueFailures(row, [{ code: 'custom', path: bad.path, message: bad.rsn }], (path) =>
          fieldPath(row, path),
        ).map((f) => ({ ...f, say: said('problem.import.badText', { field: f.field }) })),
      );
    else good.push({ row, value: parsed.data, given });
  }
  return good;
}

/** A second row with an id already in the import fails: one import says one thing per id. */
function refuseRepeats<T>(
  rows: (ImportRow<T> & { row: number })[],
  idOf: (v: T) => string,
  field: (row: number) => string,
  failed: RowFailure[],
) {
  const seen = new Map<string, number>();
  return rows.filter(({ row, value }) => {
    const id = idOf(value);
    const first = seen.get(id);
    if (first === undefined) {
      seen.set(id, row);
      return true;
    }
    failed.push({
      row,
      field: field(row),
      rsn: `${id} appears twice in this import (first at row ${first}).`,
      say: said('problem.import.repeated', { id, first }),
    });
    return false;
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function planJsonImport(shop: ShopData, body: unknown): Promise<ImportPlanResult> {
  if (!isRecord(body))
    return {
      ok: false,
      rsn: 'Send a JSON object {"categories": [...], "items": [...]}.',
      code: 'INVALID',
      field: 'body',
    };
  const extra = Object.keys(body).find((k) => k !== 'categories' && k !== 'items');
  if (extra !== undefined)
    return {
      ok: false,
      rsn: `Unknown field "${extra.slice(0, 60)}". Send only categories and items.`,
      code: 'UNKNOWN_FIELD',
      field: extra.slice(0, 60),
    };
  const lists = { categories: body.categories ?? [], items: body.items ?? [] };
  for (const [name, max] of [
    ['categories', MAX_IMPORT_CATEGORIES],
    ['items', MAX_IMPORT_ITEMS],
  ] as const) {
    const list = lists[name];
    if (!Array.isArray(list)) return { ok: false, rsn: `${name} must be an array.`, code: 'INVALID', field: name };
    if (list.length > max)
      return {
        ok: false,
        rsn: `${name}: at most ${max} in one import (got ${list.length}).`,
        code: 'INVALID',
        field: name,
      };
  }
  const [categoryList, itemList] = [lists.categories as unknown[], lists.items as unknown[]];
  if (categoryList.length + itemList.length === 0)
    return { ok: false, rsn: 'Nothing to import: send categories or items.', code: 'INVALID', field: 'body' };

  const failed: RowFailure[] = [];
  const asCandidates = (list: unknown[]) =>
    list.map((raw, row) => ({ row, raw, given: isRecord(raw) ? Object.keys(raw) : [] }));
  const categories = refuseRepeats(
    validate<Category>(
      importCategoryCreate,
      asCandidates(categoryList),
      (row, path) => ['categories', row, ...path],
      failed,
    ),
    (c) => c.CAT_ID,
    (row) => `categories.${row}.CAT_ID`,
    failed,
  );
  const items = refuseRepeats(
    validate<Item>(importItemCreate, asCandidates(itemList), (row, path) => ['items', row, ...path], failed),
    (i) => i.ID,
    (row) => `items.${row}.ID`,
    failed,
  );
  const imported = new Set(categories.map((c) => c.value.CAT_ID));
  const existing = await existingCategoryIds(
    shop,
    [...new Set(items.map((i) => i.value.CAT_ID))].filter((id) => !imported.has(id)),
  );
  for (const { row, value } of items) {
    if (!imported.has(value.CAT_ID) && !existing.has(value.CAT_ID)) {
      const field = `items.${row}.CAT_ID`;
      failed.push({
        row,
        field,
        rsn: `${field}: there is no category ${value.CAT_ID} in this shop or in this import.`,
        say: said('problem.import.unknownCategory', { field, id: value.CAT_ID }),
      });
    }
  }
  return failed.length ? rowsRefused(failed) : ok({ plan: { categories, items } });
}

export async function planCsvImport(shop: ShopData, text: string, utf8 = true): Promise<ImportPlanResult> {
  const table = readCatalogueCsv(text, MAX_IMPORT_ITEMS);
  if (!table.ok) return { ok: false, rsn: table.rsn, code: 'BAD_CSV', field: 'body' };
  const failed: RowFailure[] = [];
  const given = table.columns.filter((c) => !isOndcCsvColumn(c)).map((c) => ITEM_FIELD_OF_COLUMN[c]);
  const networkOfRow = new Map<number, RowNetwork>();
  // the category column takes a category's id or its name; a new name makes a category (its id from the name)
  const known = await knownCategories(shop);
  const newNames = new Map<string, string>();
  const candidates = table.rows.map((cells, i): Candidate => {
    const { item, failures } = csvRowToItem(table.columns, cells, i + 1, { utf8 });
    const network = networkOfCsvRow(table.columns, cells);
    for (const p of network.problems)
      failures.push({
        row: i + 1,
        field: p.column,
        rsn: p.rsn,
        say: said('problem.owner.invalid', { field: p.column }),
      });
    if (network.network) networkOfRow.set(i + 1, network.network);
    if (typeof item.CAT_ID === 'string') {
      const cell = resolveCategoryCell(item.CAT_ID, known);
      if (cell.kind === 'bad') failures.push({ row: i + 1, field: 'category', rsn: cell.rsn, say: cell.say });
      else item.CAT_ID = cell.id;
      if (cell.kind === 'new') {
        newNames.set(cell.id, cell.name);
        known.push({ id: cell.id, names: [cell.name] });
      }
    }
    failed.push(...failures);
    return { row: i + 1, raw: item, given, failedFields: new Set(failures.map((f) => f.field)) };
  });
  const items = refuseRepeats(
    validate<Item>(importItemCreate, candidates, (_row, path) => csvFieldOf(path), failed),
    (i) => i.ID,
    () => 'id',
    failed,
  );

  const named = [...new Set(items.map((i) => i.value.CAT_ID))];
  const existing = await existingCategoryIds(shop, named);
  const categories: ImportRow<Category>[] = [];
  for (const id of named.filter((c) => !existing.has(c))) {
    const parsed = categoryCreate.safeParse({ CAT_ID: id, CAT_NAME: newNames.get(id) ?? categoryNameFromId(id) });
    // New categories only: `given` is empty, so a category made meanwhile by someone else is left as it is.
    if (parsed.success) categories.push({ value: parsed.data as Category, given: [] });
    else
      for (const { row } of items.filter((i) => i.value.CAT_ID === id))
        failed.push(...issueFailures(row, parsed.error.issues.slice(0, 1), () => ['category']));
  }
  if (failed.length) return rowsRefused(failed.sort((a, b) => a.row - b.row));
  const network = items.flatMap(({ row, value }) => {
    const given = networkOfRow.get(row);
    return given ? [{ itemId: value.ID, ...given }] : [];
  });
  return ok({
    plan: { categories, items },
    createdCategories: categories.map((c) => ({ CAT_ID: c.value.CAT_ID, CAT_NAME: c.value.CAT_NAME })),
    ...(network.length ? { network } : {}),
  });
}
