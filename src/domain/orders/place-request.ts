/**
 * The body of POST /api/v2/orders/place (DESIGN 6): {sid, address_id, payment_method, idempotency_key}.
 * Also accepted: `wallet_amount` (paise the shopper chose to pay from the wallet; without it the wallet
 * pays as much as it can) and `expected_total` (the total the shopper saw: a different one is refused so
 * nobody pays a price they did not see) and `reward_points` (points to spend, within CART_RULES.REWARDS), and
 * `buyer_gstin` (a business buyer's GSTIN for the tax invoice; empty or left out: none; checked by checkGstin). `sid` may be left out by the browser, whose bag cookie is used.
 */
import { z } from 'zod';
import { requestFingerprint } from './idempotency';
import { checkGstin } from '../payments/gst';
import { PAYMENT_METHODS } from './payment';
import type { Result } from '../../core/result';

const id = (what: string) =>
  z
    .string({ error: `Please send the ${what}.` })
    .trim()
    .min(1, `Please send the ${what}.`)
    .max(100, `That ${what} is too long.`);

export const placeBodySchema = z.object({
  sid: z.union([z.string(), z.number()]).transform(String).optional(),
  address_id: id('address (address_id)'),
  payment_method: z.enum(PAYMENT_METHODS, {
    error: `Please choose how to pay: ${PAYMENT_METHODS.join(', ').replace(/, (\w+)$/, ' or $1')}.`,
  }),
  idempotency_key: z
    .string({ error: 'idempotency_key must be text.' })
    .trim()
    .regex(/^[A-Za-z0-9_:.-]{1,100}$/, 'idempotency_key may use letters, digits and _ : . - (at most 100).')
    .optional(),
  wallet_amount: z
    .number({ error: 'wallet_amount must be a number of paise.' })
    .int('wallet_amount must be whole paise.')
    .positive('wallet_amount must be more than 0.')
    .optional(),
  reward_points: z
    .number({ error: 'reward_points must be a number of points.' })
    .int('reward_points must be whole points.')
    .nonnegative('reward_points cannot be negative.')
    .max(1e9, 'That is more points than anyone has.')
    .optional(),
  expected_total: z
    .number({ error: 'expected_total must be a number of paise.' })
    .int('expected_total must be whole paise.')
    .nonnegative()
    .optional(),
  buyer_gstin: z.unknown().optional(),
  store_configs: z.unknown().optional(),
});
export type PlaceBody = z.infer<typeof placeBodySchema>;

/** What a key stands for: the bag, the address and how it is paid (the spec fields, plus a chosen wallet amount). */
export function placeFingerprint(req: {
  sid: string;
  address_id: string;
  payment_method: string;
  wallet_amount?: number;
  reward_points?: number;
  buyer_gstin?: string | null;
}): string {
  const base = requestFingerprint(req);
  const withWallet = req.wallet_amount === undefined ? base : `${base}+wallet:${req.wallet_amount}`;
  const withPoints = req.reward_points ? `${withWallet}+points:${req.reward_points}` : withWallet;
  return req.buyer_gstin ? `${withPoints}+gstin:${req.buyer_gstin}` : withPoints;
}

/** The business buyer's GSTIN a place request gives: none (left out, null or blank), a checked one, or not one. */
export function buyerGstinOf(value: unknown): Result<{ gstin: string | null }> {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
    return { ok: true, gstin: null };
  const checked = checkGstin(value);
  return checked.ok ? { ok: true, gstin: checked.gstin } : { ok: false, rsn: checked.rsn };
}
