// Splits a migration file into single statements for D1's prepare(): `;` ends a statement except inside
// quotes, comments and a trigger's BEGIN ... END body.
import { readdirSync, readFileSync } from 'node:fs';

export function sqlStatements(text) {
  const out = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '-' && text[i + 1] === '-') {
      while (i < text.length && text[i] !== '\n') i++;
      current += '\n';
      continue;
    }
    if (ch === "'" || ch === '"') {
      const end = closingQuote(text, i);
      current += text.slice(i, end + 1);
      i = end;
      continue;
    }
    if (ch === ';') {
      const stmt = current.trim();
      if (/^CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i.test(stmt) && !/\bEND$/i.test(stmt)) {
        current += ch;
        continue;
      }
      if (stmt) out.push(stmt);
      current = '';
      continue;
    }
    current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Index of the quote that closes the one at `start` ('' and "" are escaped quotes). */
function closingQuote(text, start) {
  const q = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] !== q) continue;
    if (text[i + 1] === q) i++;
    else return i;
  }
  return text.length - 1;
}

/** Applies every file of `dir` in name order, each in one batch (one transaction). */
export async function applyMigrations(db, dir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    const statements = sqlStatements(readFileSync(`${dir}/${file}`, 'utf8'));
    try {
      await db.batch(statements.map((s) => db.prepare(s)));
    } catch (err) {
      throw new Error(`migration ${file}: ${err.message}`);
    }
  }
  return files.length;
}
