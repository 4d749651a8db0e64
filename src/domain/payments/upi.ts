/**
 * UPI without a gateway: the upi://pay link a shopper's UPI app opens (NPCI's deep-link parameters), the
 * shop's VPA, and the 12-digit reference (UTR) the shopper reads back from their app after paying.
 */
import { decimalRupees } from '../money';
import type { Result } from '../../core/result';

/** How long an unpaid UPI order waits for its payment before the system cancels it. */
export const UPI_PAYMENT_WINDOW_MINUTES = 30;

/** Lone UTF-16 surrogates become U+FFFD, so encodeURIComponent can never throw. */
const wellFormed = (s: string): string => s.replace(/\p{Cs}/gu, '\uFFFD');
const enc = (v: string): string => encodeURIComponent(wellFormed(v));

/**
 * `upi://pay?pa=&pn=&am=&cu=INR&tn=&tr=`, in that order: the exact amount in rupees with 2 decimals, the order id
 * as the reference. Values are percent-encoded, except the `@` of the VPA which UPI apps expect as it is.
 */
export function upiPayUri(p: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  orderId: string;
}): string {
  if (!Number.isSafeInteger(p.amountPaise) || p.amountPaise < 0)
    throw new RangeError(`amountPaise must be a whole, non-negative number of paise, got ${p.amountPaise}`);
  return `upi://pay?pa=${enc(p.vpa).replace(/%40/g, '@')}&pn=${enc(p.payeeName)}&am=${decimalRupees(p.amountPaise)}&cu=INR&tn=${enc(p.note)}&tr=${enc(p.orderId)}`;
}

const VPA = /^[a-z0-9._-]{2,256}@[a-z0-9]{2,64}$/;
const BAD_VPA = {
  ok: false,
  code: 'BAD_VPA',
  rsn: 'A UPI id looks like name@bank (for example dillikirana@okaxis).',
} as const;

/** A UPI id like `shopname@okaxis`: name 2-256 of a-z 0-9 . _ -, handle 2-64 letters or digits; trimmed and lower-cased. */
export function checkVpa(vpa: unknown): Result<{ vpa: string }, { code: 'BAD_VPA'; rsn: string }> {
  if (typeof vpa !== 'string' || vpa.length > 400) return BAD_VPA;
  const v = vpa.trim().toLowerCase();
  return VPA.test(v) ? { ok: true, vpa: v } : BAD_VPA;
}

/** Handles of apps that mostly give people (not businesses) their UPI ids. */
const PERSONAL_HANDLES = new Set([
  'okaxis',
  'okhdfcbank',
  'okicici',
  'oksbi',
  'ybl',
  'ibl',
  'axl',
  'apl',
  'upi',
  'paytm',
]);
/** Words in the name part that say the id belongs to a business. */
const BUSINESS_HINTS = ['shop', 'store', 'mart', 'kirana', 'traders', 'enterprises', 'bazaar', 'biz', 'merchant'];

/** Shown to the owner when their VPA looks like a person's (vpaLooksPersonal). */
export const PERSONAL_VPA_WARNING =
  "This UPI id looks like a personal one. UPI apps often refuse person-to-person payment links for business amounts; use your shop's merchant (business) UPI id.";

/**
 * True when the VPA looks like a person's rather than a merchant's: the name is a 10-digit Indian mobile number,
 * or the handle is a personal app's (okaxis, ybl, paytm, ...) and the name has no business word (shop, store, ...).
 */
export function vpaLooksPersonal(vpa: string): boolean {
  if (typeof vpa !== 'string') return false;
  const at = vpa.lastIndexOf('@');
  if (at < 0) return false;
  const name = vpa.slice(0, at).trim().toLowerCase();
  const handle = vpa
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (/^[6-9]\d{9}$/.test(name)) return true;
  return PERSONAL_HANDLES.has(handle) && !BUSINESS_HINTS.some((hint) => name.includes(hint));
}

type UtrResult = Result<{ utr: string }, { code: 'BAD_UTR'; rsn: string }>;

/** The 12-digit UPI reference (UTR) of a payment, spaces allowed and removed, or why it is not one. */
export function checkUtr(utr: unknown): UtrResult {
  const refuse = (rsn: string): UtrResult => ({ ok: false, code: 'BAD_UTR', rsn });
  if (typeof utr !== 'string')
    return refuse('Please type the 12-digit UPI reference (UTR) shown in your UPI app after paying.');
  const compact = utr.replace(/\s+/g, '');
  if (compact === '') return refuse('Please type the 12-digit UPI reference (UTR) shown in your UPI app after paying.');
  if (!/^[0-9]+$/.test(compact))
    return refuse('A UPI reference (UTR) has only digits, 0 to 9. Please copy it again from your UPI app.');
  if (compact.length !== 12)
    return refuse(
      `A UPI reference (UTR) is 12 digits; this one has ${compact.length}. Please check it in your UPI app.`,
    );
  return { ok: true, utr: compact };
}
