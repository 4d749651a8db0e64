import { z } from 'zod';
import type { MessageId } from '../i18n/messages/en';

/**
 * A shop table written once: each column's SQL name and type, its API name (the key), its zod schema, and what
 * carries it (the owner's patch, the storefront's reads, the CSV, the console form). Selects, the row reader,
 * insert and patch lists, CSV columns and the API schema are derived from it (src/domain/tables/items.ts).
 */

/** How a value sits in its SQLite cell: as it is, a 0/1 integer, or JSON text. */
export type CellKind = 'value' | 'bool' | 'json';

/** How a value is written as text and read back from a CSV cell or a console field (src/domain/tables/text-cells.ts). */
export type TextCellKind = 'text' | 'textOrEmpty' | 'rupees' | 'rupeesOrNone' | 'countOrNone' | 'gstPercentOrNone';

export interface ColumnSpec {
  /** the SQLite column */
  readonly column: string;
  /** its type as `ALTER TABLE … ADD COLUMN` writes it (the schema versions in src/durable/shop hold the truth) */
  readonly sql: string;
  readonly schema: z.ZodType;
  /** default 'value' */
  readonly cell?: CellKind;
  /** false: set when the row is created, never changed by a patch (the id) */
  readonly patch?: boolean;
  /** true: the API shows it but no request writes it, neither a create nor a patch (a counter, a timestamp the shop sets) */
  readonly readOnly?: true;
  /** false: only the owner's reads carry it; shoppers' pages, search and feeds do not select it */
  readonly storefront?: boolean;
  /** the CSV import and export carry it: its header and its place among the CSV's columns (from 1) */
  readonly csv?: { readonly header: string; readonly at: number; readonly text: TextCellKind };
  /** the console's item form shows it as one field of its own (fields laid out by hand have none) */
  readonly form?: { readonly label: MessageId; readonly text: TextCellKind; readonly hint?: MessageId };
}

export type TableSpec = Readonly<Record<string, ColumnSpec>>;

export type ShapeOf<T extends TableSpec> = { -readonly [K in keyof T]: T[K]['schema'] };
export type CsvHeaderOf<T extends TableSpec> = {
  [K in keyof T]: T[K] extends { csv: { header: infer H } } ? H : never;
}[keyof T];

type Cell = string | number | null;

/** A value as its SQLite cell binds it: booleans as 0/1, objects and arrays as JSON text. */
export function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** A JSON text cell, or undefined (the schema's default) when it is empty or not JSON. */
function jsonOf(text: unknown): unknown {
  if (typeof text !== 'string' || !text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface Table<T extends TableSpec> {
  readonly name: string;
  readonly columns: T;
  /** the API shape of a row (public: it strips unknown keys) */
  readonly schema: z.ZodObject<ShapeOf<T>>;
  /** API name → SQLite column */
  readonly columnOf: { readonly [K in keyof T]: string };
  /** the API names an owner's patch may set, in schema order */
  readonly patchable: readonly (keyof T & string)[];
  /** `a.x, a.y, …`: the columns a read selects (`storefront`: without the owner's own) */
  select(alias?: string, scope?: 'owner' | 'storefront'): string;
  /** a row of the table (any extra columns ignored), parsed into the API shape */
  fromRow(row: Record<string, unknown>): z.infer<z.ZodObject<ShapeOf<T>>>;
  /** every column's SQLite name and cell of one value, in the descriptor's order, for an INSERT */
  insertCells(value: object): { names: string[]; cells: Cell[] };
  /** the CSV's columns, in the CSV's order */
  readonly csv: readonly { api: keyof T & string; header: CsvHeaderOf<T>; text: TextCellKind }[];
  /** the fields the console's form shows from the descriptor, in its order */
  readonly form: readonly ({ api: keyof T & string } & NonNullable<ColumnSpec['form']>)[];
}

export function defineTable<const T extends TableSpec>(name: string, columns: T): Table<T> {
  const entries = Object.entries(columns) as [keyof T & string, ColumnSpec][];
  // the row's object schema is built by its first use (a read, or a module that derives from it), not by every new
  // isolate for every table (#40 item 1)
  let built: z.ZodObject<ShapeOf<T>> | undefined;
  const schema = () =>
    (built ??= z.object(Object.fromEntries(entries.map(([api, c]) => [api, c.schema])) as ShapeOf<T>));
  const columnOf = Object.fromEntries(entries.map(([api, c]) => [api, c.column])) as { [K in keyof T]: string };
  const csv = entries
    .filter(([, c]) => c.csv)
    .map(([api, c]) => ({ api, header: c.csv!.header as CsvHeaderOf<T>, text: c.csv!.text, at: c.csv!.at }))
    .sort((a, b) => a.at - b.at)
    .map(({ api, header, text }) => ({ api, header, text }));
  return {
    name,
    columns,
    get schema() {
      return schema();
    },
    columnOf,
    patchable: entries.filter(([, c]) => c.patch !== false && !c.readOnly).map(([api]) => api),
    select(alias, scope = 'owner') {
      const prefix = alias ? `${alias}.` : '';
      return entries
        .filter(([, c]) => scope === 'owner' || c.storefront !== false)
        .map(([, c]) => `${prefix}${c.column}`)
        .join(', ');
    },
    fromRow(row) {
      const raw: Record<string, unknown> = {};
      for (const [api, c] of entries) {
        const v = row[c.column];
        raw[api] = c.cell === 'bool' ? v === 1 || v === true : c.cell === 'json' ? jsonOf(v) : (v ?? undefined);
      }
      return schema().parse(raw);
    },
    insertCells(value) {
      const v = value as Record<string, unknown>;
      return { names: entries.map(([, c]) => c.column), cells: entries.map(([api]) => cellOf(v[api])) };
    },
    csv,
    form: entries.flatMap(([api, c]) => (c.form ? [{ api, ...c.form }] : [])),
  };
}
