/** Indian mobile numbers (+91): ten digits starting with 6, 7, 8 or 9. */
const MOBILE = /^[6-9]\d{9}$/;

export const MOBILE_RULE = 'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.';

/**
 * The ten digits of an Indian mobile number as people type it ("98765 43210", "+91 98765-43210",
 * "09876543210"), or null when it is not one.
 */
export function normaliseIndianMobile(input: unknown): string | null {
  if (typeof input !== 'string' || input.length > 20) return null;
  let digits = input.replace(/[\s\-()]/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return MOBILE.test(digits) ? digits : null;
}

/** E.164 for Firebase phone sign-in. */
export function toE164(mobile: string): string {
  return `+91${mobile}`;
}

/** "+91 98765 43210" for display. */
export function formatIndianPhone(e164OrMobile: string): string {
  const m = normaliseIndianMobile(e164OrMobile);
  return m ? `+91 ${m.slice(0, 5)} ${m.slice(5)}` : e164OrMobile;
}

/** One-time codes are six digits. */
export function isOtpShape(code: unknown): code is string {
  return typeof code === 'string' && /^\d{6}$/.test(code);
}
