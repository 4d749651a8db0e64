/**
 * Where a shop delivers, by Indian PIN code: a list of exact six-digit pins and three-digit regions written
 * '110***' (every pin starting 110). An empty list means the shop delivers everywhere.
 */

import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

/** Why checkout refuses an address whose PIN code is outside the shop's delivery list. */
export const notServiceable = (pin: string): string =>
  `Sorry, this shop does not deliver to ${pin.replace(/\s+/g, '')} yet. Please choose another address.`;

/** The answer to "Do you deliver to …?": 'Yes, Dilli Kirana Store delivers to 110024.' or 'Sorry, … does not deliver to 560001 yet.' */
export const deliveryAnswerSaid = (pin: string, delivers: boolean, storeName: string): Said =>
  said(delivers ? 'problem.delivery.yes' : 'problem.delivery.no', { shop: storeName, pin });
export const notServiceableSaid = (pin: string): Said =>
  said('problem.delivery.notServiceable', { pin: pin.replace(/\s+/g, '') });

export function deliveryAnswer(pin: string, delivers: boolean, storeName: string): string {
  return delivers ? `Yes, ${storeName} delivers to ${pin}.` : `Sorry, ${storeName} does not deliver to ${pin} yet.`;
}

/** Spaces inside a pin ('110 001') are dropped; ASCII digits only. */
const compact = (s: string): string => s.replace(/\s+/g, '');

/** An Indian PIN code: 6 digits, the first 1-9; spaces removed ('110 001' is 110001). Or why not. */
export function checkPincode(pin: unknown): Result<{ pin: string }, { code: 'BAD_PIN'; rsn: string; say: Said }> {
  const p = typeof pin === 'string' && pin.length <= 20 ? compact(pin) : '';
  return /^[1-9]\d{5}$/.test(p)
    ? { ok: true, pin: p }
    : {
        ok: false,
        code: 'BAD_PIN',
        rsn: 'A PIN code is 6 digits and does not start with 0 (for example 110001).',
        say: said('problem.delivery.badPin'),
      };
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
