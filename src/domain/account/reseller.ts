import { z } from 'zod';
import { MOBILE_RULE, normaliseIndianMobile } from './phone';

/** Referral links: `?rid={code}` sets the `{storeId}_rid` cookie for 12 hours (spec 9). */
export const RID_COOKIE_MAX_AGE_S = 43_200;
export const ridCookieName = (storeId: string) => `${storeId}_rid`;

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const CODE = /^[a-z0-9]{6,16}$/;

export function newReferralCode(random: (b: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(8)), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && CODE.test(value);
}

export function referralLink(origin: string, storeId: string, code: string): string {
  return `${origin}/${storeId}?rid=${code}`;
}

export type ResellerStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const RESELLER_STATUS_TEXT: Record<ResellerStatus, string> = {
  PENDING: 'Your application is waiting for the shop owner to approve it.',
  APPROVED: 'You are a reseller of this shop.',
  REJECTED: 'The shop did not approve your application.',
};

export const resellerApplicationSchema = z.object({
  NAME: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(2, 'Please enter your name.')
    .max(60, 'Please keep the name under 60 characters.'),
  PHONE: z.string({ error: MOBILE_RULE }).transform((v, ctx) => {
    const m = normaliseIndianMobile(v);
    if (!m) ctx.addIssue({ code: 'custom', message: MOBILE_RULE });
    return m ?? '';
  }),
  CITY: z
    .string({ error: 'Please enter your city.' })
    .trim()
    .min(2, 'Please enter your city.')
    .max(60, 'Please keep the city under 60 characters.'),
  BUSINESS_NAME: z
    .string({ error: 'Please send the business name as text.' })
    .trim()
    .max(80, 'Please keep the business name under 80 characters.')
    .optional()
    .default(''),
  ABOUT: z
    .string({ error: 'Please send this as text.' })
    .trim()
    .max(500, 'Please keep this under 500 characters.')
    .optional()
    .default(''),
});
export type ResellerApplication = z.infer<typeof resellerApplicationSchema>;

export type TransactionStatus = 'PENDING' | 'EARNED' | 'PAID' | 'CANCELLED';

/** Earnings of a reseller: pending (orders not yet delivered), earned (not yet paid out) and paid. */
export function summariseEarnings(rows: { commission: number; status: TransactionStatus }[]): {
  pending: number;
  earned: number;
  paid: number;
} {
  const sum = (s: TransactionStatus) => rows.filter((r) => r.status === s).reduce((t, r) => t + r.commission, 0);
  return { pending: sum('PENDING'), earned: sum('EARNED'), paid: sum('PAID') };
}
