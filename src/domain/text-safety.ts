/**
 * Bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069). In a name, a description
 * or an address they reorder what a shopper or an owner reads ("txt.exe" shown as "exe.txt"); no shop text needs
 * them, so they are stripped on the way in. The marks U+200E/U+200F stay: they only nudge neutral characters.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/** Shop texts sit a few levels deep; anything deeper is left as it is (the schemas refuse it anyway). */
const MAX_DEPTH = 16;

/** The same value with every string inside it (keys left alone) stripped of bidi controls, down to MAX_DEPTH. */
export function stripBidiControlsDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return withoutBidiControls(value) as T;
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((v) => stripBidiControlsDeep(v, depth + 1)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = stripBidiControlsDeep(v, depth + 1);
    return out as T;
  }
  return value;
}

/**
 * A cell as it may leave in a CSV file: a value starting with `=`, `+`, `-`, `@`, a tab or a carriage return is a
 * formula to a spreadsheet, so it is prefixed with `'` (OWASP's advice); then quoted when it holds a comma, a quote
 * or a line break. Feeds (XML) and Markdown escape such text as text already.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
