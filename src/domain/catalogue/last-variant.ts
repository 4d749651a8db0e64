/**
 * The last option a shopper chose per item (spec client data `itemLastVariant`), kept in localStorage
 * as one JSON object: { "storeId/itemId": { v?, s?, c?, t } }. Pure: callers pass the stored text.
 */

export const LAST_VARIANT_KEY = 'itemLastVariant';
const MAX_ENTRIES = 200;

export interface VariantChoice {
  variantKey?: string;
  size?: string;
  color?: string;
}

interface Entry {
  v?: string;
  s?: string;
  c?: string;
  t: number;
}

function parse(raw: string | null): Record<string, Entry> {
  if (!raw) return {};
  try {
    const data = JSON.parse(raw);
    return data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  } catch {
    return {};
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.length <= 60 ? v : undefined);

/** The remembered choice, keeping only options the item still offers. */
export function readLastVariant(
  raw: string | null,
  storeId: string,
  itemId: string,
  offers: { variantKeys: string[]; sizes: string[]; colors: string[] },
): VariantChoice {
  const e = parse(raw)[`${storeId}/${itemId}`];
  if (!e || typeof e !== 'object') return {};
  const pick = (v: unknown, allowed: string[]) => {
    const s = str(v);
    return s !== undefined && allowed.includes(s) ? s : undefined;
  };
  return { variantKey: pick(e.v, offers.variantKeys), size: pick(e.s, offers.sizes), color: pick(e.c, offers.colors) };
}

/** The stored text after remembering a choice; the oldest entries go beyond MAX_ENTRIES. */
export function writeLastVariant(
  raw: string | null,
  storeId: string,
  itemId: string,
  choice: VariantChoice,
  now: number,
): string {
  const all = parse(raw);
  all[`${storeId}/${itemId}`] = { v: choice.variantKey, s: choice.size, c: choice.color, t: now };
  const keys = Object.keys(all);
  if (keys.length > MAX_ENTRIES) {
    keys.sort((a, b) => (Number(all[a]?.t) || 0) - (Number(all[b]?.t) || 0));
    for (const k of keys.slice(0, keys.length - MAX_ENTRIES)) delete all[k];
  }
  return JSON.stringify(all);
}
