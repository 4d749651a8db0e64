/**
 * Item versions over HTTP: an item's reply carries `ETag: "v{version}"`; a PATCH may send it back as `If-Match`
 * so that a save against an older version is refused (409 EDIT_CONFLICT) rather than silently overwriting
 * another owner's edit. Without If-Match the save applies as before.
 */
export const etagOf = (version: number): string => `"v${version}"`;

export type IfMatch = { kind: 'none' } | { kind: 'any' } | { kind: 'version'; version: number } | { kind: 'bad' };

/** The version an If-Match header names (one entity tag; a weak one is read the same). */
export function readIfMatch(header: string | undefined | null): IfMatch {
  if (header === undefined || header === null || header.trim() === '') return { kind: 'none' };
  const text = header.trim();
  if (text === '*') return { kind: 'any' };
  const m = /^(?:W\/)?"v(\d{1,15})"$/.exec(text);
  return m ? { kind: 'version', version: Number(m[1]) } : { kind: 'bad' };
}
