/**
 * Cells a spreadsheet would read as a formula (they begin with =, +, -, @, a tab, a carriage return or a line
 * feed: spreadsheets skip the white space and run what follows, OWASP's CSV injection list) are written with a leading
 * apostrophe, which spreadsheets show as text and do not run (CSV injection). The import takes one apostrophe off
 * such a cell, so export then import gives back exactly what was exported: a cell that already began with
 * apostrophes before a formula character gets one more on the way out and loses it on the way in.
 * Plain numbers (-1, -2.5) are numbers, not formulas, and are written as they are.
 */
const FORMULA_START = /^'*[=+\-@\t\r\n]/;
const GUARDED = /^'+[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function guardCell(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

export function unguardCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}
