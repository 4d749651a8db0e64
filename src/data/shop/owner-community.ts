import type { ShopData } from './shop-data';
import { pageOf, type Key } from '../../domain/paging';

/** A page of a list kept newest first by (time, unique key): the cursor is the last row's pair. */
export interface NewestPage {
  limit: number;
  cursor?: Key;
}
const olderThanCursor = (time: string, unique: string, page: NewestPage) =>
  page.cursor ? `(${time}, ${unique}) < (?, ?)` : '';
const newestAfter = (time: string, unique: string, page: NewestPage) =>
  page.cursor ? ` AND ${olderThanCursor(time, unique, page)}` : '';
const whereNewestAfter = (time: string, unique: string, page: NewestPage) =>
  page.cursor ? ` WHERE ${olderThanCursor(time, unique, page)}` : '';
const cursorArgs = (page: NewestPage) => (page.cursor ? [...page.cursor] : []);
/** What shoppers asked of the shop, as the owner reads and answers it (questions, requests, reseller applications). */

export async function listOpenQuestions(shop: ShopData, unansweredOnly: boolean, page: NewestPage = { limit: 200 }) {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT id, item_id AS itemId, author_name AS author, question, answer, created_at AS createdAt FROM questions
              WHERE is_hidden = 0 ${unansweredOnly ? 'AND answer IS NULL' : ''}${newestAfter('created_at', 'id', page)} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .bind(...cursorArgs(page), page.limit + 1)
    .all<{ id: string; itemId: string; author: string; question: string; answer: string | null; createdAt: number }>();
  const paged = pageOf(results, page.limit, (r) => [r.createdAt, r.id]);
  return { questions: paged.rows, next_cursor: paged.next_cursor };
}

/** Publishes (or hides) an answer; false when the shop has no such question. */
export async function answerQuestion(
  shop: ShopData,
  id: string,
  answer: string | null,
  hidden: boolean,
  now: number,
): Promise<boolean> {
  const { db } = shop;
  const res = await db
    .prepare('UPDATE questions SET answer = ?, answered_at = ?, is_hidden = ? WHERE id = ?')
    .bind(answer, answer ? now : null, hidden ? 1 : 0, id)
    .run();
  return res.meta.changes > 0;
}

export async function listAllSuggestions(shop: ShopData, page: NewestPage = { limit: 200 }) {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT id, product_name AS productName, details, status, owner_reply AS reply, created_at AS createdAt FROM suggestions
              ${whereNewestAfter('created_at', 'id', page)} ORDER BY created_at DESC, id DESC LIMIT ?`)
    .bind(...cursorArgs(page), page.limit + 1)
    .all<{ id: string; productName: string; details: string; status: string; reply: string; createdAt: number }>();
  const paged = pageOf(results, page.limit, (r) => [r.createdAt, r.id]);
  return { suggestions: paged.rows, next_cursor: paged.next_cursor };
}

export async function listResellerApplications(shop: ShopData, page: NewestPage = { limit: 200 }) {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT uid, status, name, phone, business_name AS businessName, city, about, referral_code AS referralCode, applied_at AS appliedAt FROM resellers
              ${whereNewestAfter('applied_at', 'uid', page)} ORDER BY applied_at DESC, uid DESC LIMIT ?`)
    .bind(...cursorArgs(page), page.limit + 1)
    .all<{
      uid: string;
      status: string;
      name: string;
      phone: string;
      businessName: string;
      city: string;
      about: string;
      referralCode: string;
      appliedAt: number;
    }>();
  const paged = pageOf(results, page.limit, (r) => [r.appliedAt, r.uid]);
  return { resellers: paged.rows, next_cursor: paged.next_cursor };
}

/** A page of the browsers that turned on offer alerts, newest first, and how many there are in all. */
export async function listPushSubscriptions(shop: ShopData, page: NewestPage = { limit: 200 }) {
  const { db } = shop;
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT endpoint, p256dh, auth, created_at FROM push_subscriptions ${whereNewestAfter('created_at', 'endpoint', page)}
                ORDER BY created_at DESC, endpoint DESC LIMIT ?`)
      .bind(...cursorArgs(page), page.limit + 1),
    db.prepare('SELECT COUNT(*) AS n FROM push_subscriptions'),
  ]);
  const paged = pageOf(
    rows.results as { endpoint: string; p256dh: string; auth: string; created_at: number }[],
    page.limit,
    (r) => [r.created_at, r.endpoint],
  );
  return {
    count: Number((count.results[0] as { n: number }).n),
    next_cursor: paged.next_cursor,
    subscriptions: paged.rows.map((r) => ({
      endpoint: r.endpoint,
      keys: { p256dh: r.p256dh, auth: r.auth },
      createdAt: r.created_at,
    })),
  };
}

/** The shop's reviews for the owner, hidden ones included, newest first by (created_at, id). */
export async function listShopReviews(shop: ShopData, page: NewestPage = { limit: 50 }) {
  const { db } = shop;
  const { results } = await db
    .prepare(`SELECT r.id, r.item_id AS itemId, COALESCE(i.name, r.item_id) AS itemName, r.author_name AS author, r.rating, r.title, r.body, r.created_at AS createdAt, r.is_hidden AS hidden
              FROM reviews r LEFT JOIN items i ON i.id = r.item_id
              ${whereNewestAfter('r.created_at', 'r.id', page)} ORDER BY r.created_at DESC, r.id DESC LIMIT ?`)
    .bind(...cursorArgs(page), page.limit + 1)
    .all<{
      id: string;
      itemId: string;
      itemName: string;
      author: string;
      rating: number;
      title: string;
      body: string;
      createdAt: number;
      hidden: number;
    }>();
  const paged = pageOf(results, page.limit, (r) => [r.createdAt, r.id]);
  return { reviews: paged.rows, next_cursor: paged.next_cursor };
}
