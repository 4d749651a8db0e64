/**
 * The owner's payments setting: UPI (the shop's VPA and the name UPI apps show) and cash on delivery (on or off, and
 * the largest order it may carry). All amounts in paise.
 */
import type { Payments as PaymentsSettings } from '../tables/store-fields';
import { checkVpa, PERSONAL_VPA_WARNING, vpaLooksPersonal } from './upi';
import type { Result } from '../../core/result';

/** The largest COD limit an owner may set: ₹10,00,00,000 (10^10 paise). */
export const MAX_COD_ORDER_VALUE = 10_000_000_000;
/** The longest payee name UPI apps are given. */
export const MAX_PAYEE_NAME = 100;

/** Shown to the owner when the patch leaves neither UPI nor cash on delivery on. */
export const NO_PAYMENT_WARNING =
  'UPI and cash on delivery are both off: shoppers can pay only from their wallet or udhaar, if the shop offers them.';

export type PaymentsPatchResult = Result<
  { settings: PaymentsSettings; warnings: string[] },
  /** field: the setting at fault ('UPI.vpa', 'COD.maxOrderValue', ...), null when it is the request as a whole */
  { code: 'BAD_REQUEST'; rsn: string; field: string | null }
>;

const refuse = (field: string | null, rsn: string): PaymentsPatchResult => ({
  ok: false,
  code: 'BAD_REQUEST',
  rsn,
  field,
});
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: Record<string, unknown>, k: string) => Object.hasOwn(o, k) && o[k] !== undefined;
/** Control characters, lone surrogates and bidirectional overrides: nothing a payee name needs. */
const UNPRINTABLE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** The keys of `o` not in `allowed`, for a clear refusal. */
function unknownKeys(o: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(o).filter((k) => !allowed.includes(k));
}

/**
 * An owner's PATCH of the payments setting, merged onto `current`: `{UPI?: {enabled?, vpa?, payeeName?}, COD?:
 * {enabled?, maxOrderValue?}}`, at least one of the two. The VPA is trimmed and lower-cased, the payee name trimmed.
 * Refused: unknown keys, wrong types, a COD limit that is not whole paise from 0 to 10^10, a payee name over 100
 * characters or with control characters, and UPI switched on without a valid VPA or a payee name. Warns when the
 * VPA looks personal (PERSONAL_VPA_WARNING) and when no way to pay on delivery or by UPI is left (NO_PAYMENT_WARNING).
 */
export function parsePaymentsPatch(body: unknown, current: PaymentsSettings): PaymentsPatchResult {
  if (!isRecord(body)) return refuse(null, 'Send the payments setting as an object with UPI and/or COD.');
  const extra = unknownKeys(body, ['UPI', 'COD']);
  if (extra.length)
    return refuse(null, `Only UPI and COD can be set here, not ${extra.map((k) => JSON.stringify(k)).join(', ')}.`);
  if (!has(body, 'UPI') && !has(body, 'COD')) return refuse(null, 'Send UPI or COD settings.');

  const upi = { ...current.UPI };
  if (has(body, 'UPI')) {
    const patch = body.UPI;
    if (!isRecord(patch)) return refuse('UPI', 'UPI must be an object with enabled, vpa and/or payeeName.');
    const extraUpi = unknownKeys(patch, ['enabled', 'vpa', 'payeeName']);
    if (extraUpi.length)
      return refuse(
        'UPI',
        `UPI takes only enabled, vpa and payeeName, not ${extraUpi.map((k) => JSON.stringify(k)).join(', ')}.`,
      );
    if (has(patch, 'enabled')) {
      if (typeof patch.enabled !== 'boolean') return refuse('UPI.enabled', 'UPI.enabled must be true or false.');
      upi.enabled = patch.enabled;
    }
    if (has(patch, 'vpa')) {
      if (typeof patch.vpa !== 'string')
        return refuse('UPI.vpa', "UPI.vpa must be text, the shop's UPI id (like shopname@okaxis).");
      upi.vpa = patch.vpa.trim();
    }
    if (has(patch, 'payeeName')) {
      if (typeof patch.payeeName !== 'string')
        return refuse('UPI.payeeName', 'UPI.payeeName must be text, the name UPI apps show the shopper.');
      upi.payeeName = patch.payeeName.trim();
    }
  }

  const cod = { ...current.COD };
  if (has(body, 'COD')) {
    const patch = body.COD;
    if (!isRecord(patch)) return refuse('COD', 'COD must be an object with enabled and/or maxOrderValue.');
    const extraCod = unknownKeys(patch, ['enabled', 'maxOrderValue']);
    if (extraCod.length)
      return refuse(
        'COD',
        `COD takes only enabled and maxOrderValue, not ${extraCod.map((k) => JSON.stringify(k)).join(', ')}.`,
      );
    if (has(patch, 'enabled')) {
      if (typeof patch.enabled !== 'boolean') return refuse('COD.enabled', 'COD.enabled must be true or false.');
      cod.enabled = patch.enabled;
    }
    if (has(patch, 'maxOrderValue')) {
      const max = patch.maxOrderValue;
      if (typeof max !== 'number' || !Number.isSafeInteger(max) || max < 0 || max > MAX_COD_ORDER_VALUE) {
        return refuse(
          'COD.maxOrderValue',
          `COD.maxOrderValue is the largest cash-on-delivery order in whole paise, from 0 (no limit) to ${MAX_COD_ORDER_VALUE}.`,
        );
      }
      cod.maxOrderValue = max;
    }
  }

  if (upi.vpa !== '') {
    const vpa = checkVpa(upi.vpa);
    if (!vpa.ok) return refuse('UPI.vpa', vpa.rsn);
    upi.vpa = vpa.vpa;
  }
  if (upi.payeeName.length > MAX_PAYEE_NAME)
    return refuse('UPI.payeeName', `The payee name can be at most ${MAX_PAYEE_NAME} characters.`);
  if (UNPRINTABLE.test(upi.payeeName))
    return refuse('UPI.payeeName', 'The payee name cannot contain control characters or line breaks.');
  if (upi.enabled && upi.vpa === '')
    return refuse('UPI.vpa', "Give the shop's UPI id (VPA, like shopname@okaxis) to take UPI payments.");
  if (upi.enabled && upi.payeeName === '') return refuse('UPI.payeeName', 'Give the name UPI apps show the shopper.');

  const warnings: string[] = [];
  if (upi.vpa !== '' && vpaLooksPersonal(upi.vpa)) warnings.push(PERSONAL_VPA_WARNING);
  if (!upi.enabled && !cod.enabled) warnings.push(NO_PAYMENT_WARNING);
  return { ok: true, settings: { UPI: upi, COD: cod }, warnings };
}
