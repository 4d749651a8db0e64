import type { ShopData } from './shop-data';
/** What shoppers asked of the shop, as the owner reads and answers it (questions, requests, reseller applications). */

export async function listOpenQuestions(shop: ShopData, unansweredOnly: boolean) {
  const { db, id: storeId } = shop;
  const { results } = await db
    .prepare(`SELECT id, item_id AS itemId, author_name AS author, question, answer, created_at AS createdAt FROM questions
              WHERE store_id = ? AND is_hidden = 0 ${unansweredOnly ? 'AND answer IS NULL' : ''} ORDER BY created_at DESC LIMIT 200`)
    .bind(storeId)
    .all<{ id: string; itemId: string; author: string; question: string; answer: string | null; createdAt: number }>();
  return results;
}

/** Publishes (or hides) an answer; false when the shop has no such question. */
export async function answerQuestion(shop: ShopData, id: string, answer: string | null, hidden: boolean, now: number): Promise<boolean> {
  const { db, id: storeId } = shop;
  const res = await db
    .prepare('UPDATE questions SET answer = ?, answered_at = ?, is_hidden = ? WHERE store_id = ? AND id = ?')
    .bind(answer, answer ? now : null, hidden ? 1 : 0, storeId, id)
    .run();
  return res.meta.changes > 0;
}

export async function listAllSuggestions(shop: ShopData) {
  const { db, id: storeId } = shop;
  const { results } = await db
    .prepare('SELECT id, product_name AS productName, details, status, owner_reply AS reply, created_at AS createdAt FROM suggestions WHERE store_id = ? ORDER BY created_at DESC LIMIT 200')
    .bind(storeId)
    .all<{ id: string; productName: string; details: string; status: string; reply: string; createdAt: number }>();
  return results;
}

export async function listResellerApplications(shop: ShopData) {
  const { db, id: storeId } = shop;
  const { results } = await db
    .prepare('SELECT uid, status, name, phone, business_name AS businessName, city, about, referral_code AS referralCode, applied_at AS appliedAt FROM resellers WHERE store_id = ? ORDER BY applied_at DESC LIMIT 200')
    .bind(storeId)
    .all<{ uid: string; status: string; name: string; phone: string; businessName: string; city: string; about: string; referralCode: string; appliedAt: number }>();
  return results;
}

export async function listPushSubscriptions(shop: ShopData) {
  const { db, id: storeId } = shop;
  const { results } = await db
    .prepare('SELECT endpoint, p256dh, auth, created_at FROM push_subscriptions WHERE store_id = ? ORDER BY created_at DESC LIMIT 10000')
    .bind(storeId)
    .all<{ endpoint: string; p256dh: string; auth: string; created_at: number }>();
  return results.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth }, createdAt: r.created_at }));
}
