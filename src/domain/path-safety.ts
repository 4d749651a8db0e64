/** C0 controls and DEL: never part of a shop id, an item id, a search or any path this Worker serves. */
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * True when a raw URL path, once each segment is percent-decoded, holds a control character (`%0d%0a`, `%00`, ...).
 * Path segments end up in Location and Link headers and in cache keys; such a path is refused before any route sees it.
 */
export function pathHasControlCharacters(rawPath: string): boolean {
  // without an escape, decoding changes nothing: one look at the whole path (the common case, on every request)
  if (!rawPath.includes('%')) return CONTROL.test(rawPath);
  for (const segment of rawPath.split('/')) {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // a malformed escape stays as written; its characters are checked as they are
    }
    if (CONTROL.test(decoded)) return true;
  }
  return false;
}
