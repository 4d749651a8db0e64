/**
 * Where a shop delivers, by Indian PIN code: a list of exact six-digit pins and three-digit regions written
 * '110***' (every pin starting 110). An empty list means the shop delivers everywhere.
 */

/** The most entries a shop's delivery list may hold. */
export const MAX_SERVICEABLE_PINCODES = 2_000;

/** An exact pin (110001) or a region (110***); the first digit is never 0. */
const ENTRY = /^[1-9]\d{2}(\d{3}|\*\*\*)$/;

/** Why checkout refuses an address whose PIN code is outside the shop's delivery list. */
export const notServiceable = (pin: string): string => `Sorry, this shop does not deliver to ${pin.replace(/\s+/g, '')} yet. Please choose another address.`;

/** The answer to "Do you deliver to …?": 'Yes, Dilli Kirana Store delivers to 110024.' or 'Sorry, … does not deliver to 560001 yet.' */
export function deliveryAnswer(pin: string, delivers: boolean, storeName: string): string {
  return delivers ? `Yes, ${storeName} delivers to ${pin}.` : `Sorry, ${storeName} does not deliver to ${pin} yet.`;
}

/** Spaces inside a pin ('110 001') are dropped; ASCII digits only. */
const compact = (s: string): string => s.replace(/\s+/g, '');

/** An Indian PIN code: 6 digits, the first 1-9; spaces removed ('110 001' is 110001). Or why not. */
export function checkPincode(pin: unknown): { ok: true; pin: string } | { ok: false; code: 'BAD_PIN'; rsn: string } {
  const p = typeof pin === 'string' && pin.length <= 20 ? compact(pin) : '';
  return /^[1-9]\d{5}$/.test(p)
    ? { ok: true, pin: p }
    : { ok: false, code: 'BAD_PIN', rsn: 'A PIN code is 6 digits and does not start with 0 (for example 110001).' };
}

export type ServiceableResult =
  | { ok: true; pincodes: string[] }
  | { ok: false; code: 'BAD_REQUEST'; rsn: string };

/**
 * The owner's delivery list: an array of pins ('110001') and regions ('110***'), or the same as one text separated
 * by commas, spaces or new lines; null clears it. Spaces inside an entry are dropped, duplicates removed (first
 * order kept); at most MAX_SERVICEABLE_PINCODES different entries. Refuses the first entry that is neither.
 */
export function parseServiceablePincodes(list: unknown): ServiceableResult {
  if (list === null) return { ok: true, pincodes: [] };
  let raw: unknown[];
  if (typeof list === 'string') raw = list.split(/[\s,;]+/).filter((s) => s !== '');
  else if (Array.isArray(list)) raw = list.map((e) => (typeof e === 'string' ? compact(e) : e));
  else return { ok: false, code: 'BAD_REQUEST', rsn: 'Send the PIN codes the shop delivers to as a list, like ["110001", "110***"].' };
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const entry = raw[i];
    if (typeof entry !== 'string' || !ENTRY.test(entry)) {
      const shown = typeof entry === 'string' ? JSON.stringify(entry.slice(0, 20)) : `a ${entry === null ? 'null' : typeof entry}`;
      return { ok: false, code: 'BAD_REQUEST', rsn: `Entry ${i + 1} (${shown}) is not a PIN code: use 6 digits like 110001, or the first 3 digits and *** (110***) for a whole region.` };
    }
    seen.add(entry);
    if (seen.size > MAX_SERVICEABLE_PINCODES) {
      return { ok: false, code: 'BAD_REQUEST', rsn: `A shop can list at most ${MAX_SERVICEABLE_PINCODES.toLocaleString('en-IN')} PIN codes and regions; use regions like 110*** to cover more.` };
    }
  }
  return { ok: true, pincodes: [...seen] };
}

/**
 * Whether the shop delivers to `pin`: always with an empty or absent list; otherwise when the pin (spaces allowed) is valid
 * and is listed, or its first three digits are listed as a region ('110***').
 */
export function deliversTo(pin: unknown, serviceable: readonly string[] | undefined): boolean {
  if (!serviceable || serviceable.length === 0) return true;
  const p = checkPincode(pin);
  if (!p.ok) return false;
  return serviceable.includes(p.pin) || serviceable.includes(`${p.pin.slice(0, 3)}***`);
}
