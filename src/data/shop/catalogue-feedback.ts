import type { Item } from '../../domain/tables/items';
import { summariseRatings, type RatingSummary } from '../../domain/catalogue/reviews';
import { parseRows, questionSchema, reviewSchema, type AnsweredQuestion, type Review } from './catalogue-rows';
import { itemsFromRows, relatedItemsStatement } from './catalogue-items';
import type { ShopData } from './shop-data';

const ANSWERED = 'item_id = ? AND answer IS NOT NULL AND is_hidden = 0';
const VISIBLE = 'item_id = ? AND is_hidden = 0';

function questionsStatement(db: D1Database, itemId: string, limit: number, offset = 0) {
  return db
    .prepare(
      `SELECT id, author_name, question, answer, answered_at, created_at FROM questions WHERE ${ANSWERED} ORDER BY answered_at DESC, id LIMIT ? OFFSET ?`,
    )
    .bind(itemId, limit, offset);
}

function ratingsStatement(db: D1Database, itemId: string) {
  return db.prepare(`SELECT rating, COUNT(*) AS n FROM reviews WHERE ${VISIBLE} GROUP BY rating`).bind(itemId);
}

/** What the item page streams after the item itself: answered questions and related items. */
export interface ItemMore {
  questions: AnsweredQuestion[];
  questionCount: number;
  related: Item[];
}

export interface ItemExtras extends ItemMore {
  ratings: RatingSummary;
}

/** An item's rating summary (the item page shows it beside the name). */
export async function loadItemRatings(shop: ShopData, itemId: string): Promise<RatingSummary> {
  const { db } = shop;
  const { results } = await ratingsStatement(db, itemId).all();
  return summariseRatings(results as { rating: number; n: number }[]);
}

/** An item's first answered questions, their count and the related items of its category (one batch). */
export async function loadItemMore(shop: ShopData, catId: string, itemId: string): Promise<ItemMore> {
  const { db } = shop;
  const [q, qc, rel] = await db.batch([
    questionsStatement(db, itemId, 3),
    db.prepare(`SELECT COUNT(*) AS n FROM questions WHERE ${ANSWERED}`).bind(itemId),
    relatedItemsStatement(shop, catId, itemId),
  ]);
  return {
    questions: parseRows(questionSchema, q.results),
    questionCount: Number((qc.results[0] as { n?: number } | undefined)?.n ?? 0),
    related: itemsFromRows(rel.results),
  };
}

/** Everything the item page shows besides the item: rating summary, answered questions, related items. */
export async function loadItemExtras(shop: ShopData, item: Item): Promise<ItemExtras> {
  const [ratings, more] = await Promise.all([loadItemRatings(shop, item.ID), loadItemMore(shop, item.CAT_ID, item.ID)]);
  return { ratings, ...more };
}

/** A page of an item's answered questions, newest answer first. */
export async function loadAnsweredQuestions(
  shop: ShopData,
  itemId: string,
  page: number,
  pageSize = 20,
): Promise<{ questions: AnsweredQuestion[]; hasMore: boolean }> {
  const { db } = shop;
  const { results } = await questionsStatement(db, itemId, pageSize + 1, (page - 1) * pageSize).all();
  const list = parseRows(questionSchema, results);
  return { questions: list.slice(0, pageSize), hasMore: list.length > pageSize };
}

/** A page of an item's reviews (newest first) with the rating summary. */
export async function loadReviews(
  shop: ShopData,
  itemId: string,
  page: number,
  pageSize = 20,
): Promise<{ reviews: Review[]; hasMore: boolean; ratings: RatingSummary }> {
  const { db } = shop;
  const [list, r] = await db.batch([
    db
      .prepare(
        `SELECT id, author_name, rating, title, body, created_at FROM reviews WHERE ${VISIBLE} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      )
      .bind(itemId, pageSize + 1, (page - 1) * pageSize),
    ratingsStatement(db, itemId),
  ]);
  const reviews = parseRows(reviewSchema, list.results);
  return {
    reviews: reviews.slice(0, pageSize),
    hasMore: reviews.length > pageSize,
    ratings: summariseRatings(r.results as { rating: number; n: number }[]),
  };
}
