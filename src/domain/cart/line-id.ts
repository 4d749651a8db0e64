/**
 * Cart line ids (spec 3: "built from item id, size and colour"). The same item in the same size
 * and colour always lands on the same line: `${itemId}__${size}__${colour}`, with size and colour
 * trimmed, single-spaced and lowercased, then URI-encoded with `_` escaped so the separators stay
 * unambiguous.
 */

const SEPARATOR = '__';

/** Normalises a size or colour: trimmed, inner whitespace collapsed, lowercased; '' when absent. */
export function normaliseVariantPart(part: string | null | undefined): string {
  return (part ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

function encodePart(part: string): string {
  return encodeURIComponent(part).replace(/_/g, '%5F');
}

/** Deterministic line id for an item in a size and colour, e.g. `kurta-01__xl__navy%20blue`. */
export function buildLineId(itemId: string, size?: string | null, color?: string | null): string {
  return [itemId, encodePart(normaliseVariantPart(size)), encodePart(normaliseVariantPart(color))].join(SEPARATOR);
}

export interface ParsedLineId {
  itemId: string;
  /** Normalised size, or null when the line has none. */
  size: string | null;
  /** Normalised colour, or null when the line has none. */
  color: string | null;
}

/** Reads a line id back into its parts; null when it was not made by `buildLineId`. */
export function parseLineId(lineId: string): ParsedLineId | null {
  // ill-formed text (a lone surrogate) is never one of our ids: encodeURIComponent refuses exactly that
  try {
    encodeURIComponent(lineId);
  } catch {
    return null;
  }
  // Size and colour never contain '_', so the last two separators are the ones we wrote.
  const colorAt = lineId.lastIndexOf(SEPARATOR);
  if (colorAt <= 0) return null;
  const sizeAt = colorAt < SEPARATOR.length ? -1 : lineId.lastIndexOf(SEPARATOR, colorAt - SEPARATOR.length);
  if (sizeAt <= 0) return null;
  const itemId = lineId.slice(0, sizeAt);
  const rawSize = lineId.slice(sizeAt + SEPARATOR.length, colorAt);
  const rawColor = lineId.slice(colorAt + SEPARATOR.length);
  if (rawSize.includes('_') || rawColor.includes('_')) return null;
  let size: string;
  let color: string;
  try {
    size = decodeURIComponent(rawSize);
    color = decodeURIComponent(rawColor);
  } catch {
    return null;
  }
  if (buildLineId(itemId, size, color) !== lineId) return null;
  return { itemId, size: size || null, color: color || null };
}
