/**
 * Quantity rules for cart lines (spec section 5: "if not a number or zero, reset to 1").
 */
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

/** Largest quantity one cart line may hold unless a caller asks for another limit. */
export const MAX_LINE_QUANTITY = 999;

type QuantityCode = 'NOT_A_NUMBER' | 'NOT_WHOLE' | 'TOO_SMALL' | 'TOO_LARGE';

export type QuantityResult = Result<{ qty: number }, { code: QuantityCode; rsn: string; say: Said }>;

/**
 * What the quantity field shows after the shopper edits it: a whole number of at least 1.
 * Anything else (empty, text, NaN, zero, negative, fractional) resets to 1. Digit-only strings,
 * as read from an input element, count as numbers.
 */
export function normaliseQuantityInput(value: unknown): number {
  let qty: number;
  if (typeof value === 'number') qty = value;
  else if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) qty = Number(value);
  else return 1;
  return Number.isSafeInteger(qty) && qty > 0 ? qty : 1;
}

/**
 * Strict server-side check of a requested quantity: a JSON number, whole, from 1 to `max`.
 * Strings, arrays and other types are refused (a client must send a number).
 */
export function validateQuantity(value: unknown, max: number = MAX_LINE_QUANTITY): QuantityResult {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return {
      ok: false,
      code: 'NOT_A_NUMBER',
      rsn: 'Please enter the quantity as a number.',
      say: said('problem.quantity.notANumber'),
    };
  }
  if (!Number.isInteger(value)) {
    return {
      ok: false,
      code: 'NOT_WHOLE',
      rsn: 'Please enter a whole number for the quantity.',
      say: said('problem.quantity.notWhole'),
    };
  }
  if (value < 1) {
    return {
      ok: false,
      code: 'TOO_SMALL',
      rsn: 'The quantity must be at least 1.',
      say: said('problem.quantity.tooSmall'),
    };
  }
  if (value > max) {
    return {
      ok: false,
      code: 'TOO_LARGE',
      rsn: `You can order at most ${max} of an item at a time.`,
      say: said('problem.quantity.tooLarge', { max }),
    };
  }
  return { ok: true, qty: value };
}
