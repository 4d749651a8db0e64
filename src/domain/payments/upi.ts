/**
 * UPI without a gateway: the upi://pay link a shopper's UPI app opens (NPCI's deep-link parameters), the
 * shop's VPA, and the 12-digit reference (UTR) the shopper reads back from their app after paying.
 */
import { decimalRupees } from '../money';

export const UPI_PAYMENT_WINDOW_MINUTES = 30;

/** `upi://pay?pa=&pn=&am=&cu=INR&tn=&tr=`: the exact amount in rupees with 2 decimals, the order id as reference. */
export function upiPayUri(p: { vpa: string; payeeName: string; amountPaise: number; note: string; orderId: string }): string {
  const enc = (v: string) => encodeURIComponent(v);
  return `upi://pay?pa=${enc(p.vpa).replace(/%40/g, '@')}&pn=${enc(p.payeeName)}&am=${decimalRupees(p.amountPaise)}&cu=INR&tn=${enc(p.note)}&tr=${enc(p.orderId)}`;
}

const VPA = /^[a-z0-9._-]{2,256}@[a-z0-9]{2,64}$/;

/** A UPI id like `shopname@okaxis`, trimmed and lower-cased, or why it is not one. */
export function checkVpa(vpa: unknown): { ok: true; vpa: string } | { ok: false; code: 'BAD_VPA'; rsn: string } {
  const v = typeof vpa === 'string' ? vpa.trim().toLowerCase() : '';
  return VPA.test(v) ? { ok: true, vpa: v } : { ok: false, code: 'BAD_VPA', rsn: 'A UPI id looks like name@bank (for example dillikirana@okaxis).' };
}

/** Handles of apps that mostly give people (not businesses) their UPI ids. */
const PERSONAL_HANDLES = new Set(['okaxis', 'okhdfcbank', 'okicici', 'oksbi', 'ybl', 'ibl', 'axl', 'apl', 'upi', 'paytm']);
const BUSINESS_HINTS = ['shop', 'store', 'mart', 'kirana', 'traders', 'enterprises', 'bazaar', 'biz', 'merchant'];

export const PERSONAL_VPA_WARNING =
  'This UPI id looks like a personal one. UPI apps often refuse person-to-person payment links for business amounts; use your shop\'s merchant (business) UPI id.';

/** True when the VPA looks like a person's rather than a merchant's (a mobile number, or a personal app's handle). */
export function vpaLooksPersonal(vpa: string): boolean {
  const [name = '', handle = ''] = vpa.toLowerCase().split('@');
  if (/^[6-9]\d{9}$/.test(name)) return true;
  return PERSONAL_HANDLES.has(handle) && !BUSINESS_HINTS.some((hint) => name.includes(hint));
}

/** The 12-digit UPI reference (UTR) of a payment, spaces allowed, or why it is not one. */
export function checkUtr(utr: unknown): { ok: true; utr: string } | { ok: false; code: 'BAD_UTR'; rsn: string } {
  const digits = typeof utr === 'string' ? utr.replace(/\s+/g, '') : '';
  return /^\d{12}$/.test(digits)
    ? { ok: true, utr: digits }
    : { ok: false, code: 'BAD_UTR', rsn: 'A UPI reference (UTR) is 12 digits. Please check it in your UPI app and send it again.' };
}
