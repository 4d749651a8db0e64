import type { TextCellKind } from './table';

/**
 * A column's value as text and back: how the catalogue CSV writes and reads a cell (and the console form a field
 * declared in a table descriptor). Reading gives the value, nothing (an empty cell of a required column: the
 * field is left out) or why the text cannot be read, naming the column.
 */

export interface TextRead {
  value?: unknown;
  rsn?: string;
}

/** '45.50' → 4550, '₹1,299' → 129900; null for anything that is not an amount in rupees with at most 2 decimals. */
export function rupeeTextToPaise(text: string): number | null {
  const m = /^(?:₹|rs\.?)?\s*(\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/i.exec(text.trim());
  if (!m) return null;
  const rupees = Number(m[1].replace(/,/g, ''));
  if (rupees > 999_999_999) return null;
  return rupees * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 4550 → '45.50': rupees with two decimals. */
export const paiseToRupeeText = (paise: number): string =>
  `${Math.trunc(paise / 100)}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;

const absent = (v: unknown): v is null | undefined => v === null || v === undefined;

function readRupees(column: string, text: string): TextRead {
  const paise = rupeeTextToPaise(text);
  return paise === null ? { rsn: `${column}: write rupees like 45 or 45.50 (at most 2 decimals).` } : { value: paise };
}

const CELLS: Record<TextCellKind, { read(column: string, text: string): TextRead; write(value: unknown): string }> = {
  /** required text: an empty cell leaves the field out */
  text: { read: (_, text) => (text === '' ? {} : { value: text }), write: (v) => (absent(v) ? '' : String(v)) },
  /** optional text: an empty cell clears it */
  textOrEmpty: { read: (_, text) => ({ value: text }), write: (v) => (absent(v) ? '' : String(v)) },
  rupees: {
    read: (column, text) => (text === '' ? {} : readRupees(column, text)),
    write: (v) => (typeof v === 'number' ? paiseToRupeeText(v) : ''),
  },
  rupeesOrNone: {
    read: (column, text) => (text === '' ? { value: null } : readRupees(column, text)),
    write: (v) => (typeof v === 'number' ? paiseToRupeeText(v) : ''),
  },
  countOrNone: {
    read: (column, text) => {
      if (text === '') return { value: null };
      return /^-?\d{1,9}$/.test(text)
        ? { value: Number(text) }
        : { rsn: `${column}: write a whole number, or leave it empty when ${column} is not tracked.` };
    },
    write: (v) => (absent(v) ? '' : String(v)),
  },
  gstPercentOrNone: {
    read: (column, text) => {
      if (text === '') return { value: null };
      return /^\d{1,3}(\.\d{1,2})?%?$/.test(text)
        ? { value: Number(text.replace('%', '')) }
        : { rsn: `${column}: write the GST percent, like 5 or 18.` };
    },
    write: (v) => (absent(v) ? '' : String(v)),
  },
};

/** The value a text stands for in a column of this kind (`column` names it in the reason). */
export const readTextCell = (kind: TextCellKind, column: string, text: string): TextRead =>
  CELLS[kind].read(column, text);

/** A value as a column of this kind writes it ('' for none). */
export const writeTextCell = (kind: TextCellKind, value: unknown): string => CELLS[kind].write(value);
