import { z } from 'zod';
import { newReferralCode, type ResellerApplication } from '../../domain/account/reseller';
import type { ShopData } from './shop-data';

const resellerSchema = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  name: z.string(),
  phone: z.string(),
  business_name: z.string(),
  city: z.string(),
  about: z.string(),
  referral_code: z.string(),
  owner_note: z.string(),
  applied_at: z.number(),
  decided_at: z.number().nullable(),
});
export type Reseller = z.infer<typeof resellerSchema>;

const txSchema = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  order_total: z.number().int(),
  commission: z.number().int(),
  status: z.enum(['PENDING', 'EARNED', 'PAID', 'CANCELLED']),
  note: z.string(),
  created_at: z.number(),
});
export type ResellerTransaction = z.infer<typeof txSchema>;

const COLS = 'status, name, phone, business_name, city, about, referral_code, owner_note, applied_at, decided_at';

export async function findReseller(shop: ShopData, uid: string): Promise<Reseller | null> {
  const { db } = shop;
  const row = await db.prepare(`SELECT ${COLS} FROM resellers WHERE uid = ?`).bind(uid).first();
  return row ? resellerSchema.parse(row) : null;
}

/**
 * Applies to resell (status PENDING until the owner approves). 'EXISTS' when an application is pending or
 * approved already; a rejected shopper may apply again.
 */
export async function applyForReseller(
  shop: ShopData,
  uid: string,
  a: ResellerApplication,
  now: number,
): Promise<Reseller | 'EXISTS'> {
  const { db } = shop;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const res = await db
        .prepare(
          `INSERT INTO resellers (uid, status, name, phone, business_name, city, about, referral_code, applied_at)
           VALUES (?, 'PENDING', ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (uid) DO UPDATE SET status = 'PENDING', name = excluded.name, phone = excluded.phone,
             business_name = excluded.business_name, city = excluded.city, about = excluded.about, applied_at = excluded.applied_at,
             owner_note = '', decided_at = NULL
           WHERE resellers.status = 'REJECTED'`,
        )
        .bind(uid, a.NAME, a.PHONE, a.BUSINESS_NAME, a.CITY, a.ABOUT, newReferralCode(), now)
        .run();
      if (res.meta.changes === 0) return 'EXISTS';
      return (await findReseller(shop, uid))!;
    } catch (err) {
      if (!String(err).includes('referral_code')) throw err; // a code collision: draw another
    }
  }
  throw new Error('could not draw a free referral code');
}

/** The approved reseller a referral code belongs to in this shop, or null. */
export async function approvedResellerByCode(shop: ShopData, code: string): Promise<string | null> {
  const { db } = shop;
  const row = await db
    .prepare("SELECT uid FROM resellers WHERE referral_code = ? AND status = 'APPROVED'")
    .bind(code)
    .first<{ uid: string }>();
  return row?.uid ?? null;
}

export async function listResellerTransactions(
  shop: ShopData,
  uid: string,
  limit = 200,
): Promise<ResellerTransaction[]> {
  const { db } = shop;
  const { results } = await db
    .prepare(
      'SELECT id, order_id, order_total, commission, status, note, created_at FROM reseller_transactions WHERE uid = ? ORDER BY created_at DESC, id LIMIT ?',
    )
    .bind(uid, limit)
    .all();
  return results.map((r) => txSchema.parse(r));
}

export async function findResellerTransaction(
  shop: ShopData,
  uid: string,
  id: string,
): Promise<ResellerTransaction | null> {
  const { db } = shop;
  const row = await db
    .prepare(
      'SELECT id, order_id, order_total, commission, status, note, created_at FROM reseller_transactions WHERE uid = ? AND id = ?',
    )
    .bind(uid, id)
    .first();
  return row ? txSchema.parse(row) : null;
}

/** For the owner API: approve or reject an application (with a note the shopper sees); false when there is none. */
export async function decideReseller(
  shop: ShopData,
  uid: string,
  status: 'APPROVED' | 'REJECTED',
  note: string,
  now: number,
): Promise<boolean> {
  const { db } = shop;
  const res = await db
    .prepare('UPDATE resellers SET status = ?, owner_note = ?, decided_at = ? WHERE uid = ?')
    .bind(status, note, now, uid)
    .run();
  return res.meta.changes > 0;
}
