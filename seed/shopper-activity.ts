import type { SeedQuestion, SeedShop } from './types';

/**
 * Demo shoppers' questions and reviews. Shoppers write these through sign-in, which a seed cannot do, so they
 * are provisioned as rows (seed/provision-sql.ts); the owner's answers go through the owner API.
 */

const DAY = 86_400_000;
/** A fixed base time so that seeding twice writes identical rows. */
const BASE = Date.UTC(2025, 9, 1);

const ofKnownItems = <T extends [itemId: string, ...rest: unknown[]]>(shop: SeedShop, list: T[]): T[] => {
  const itemIds = new Set(shop.items.map((i) => i.ID));
  return list.filter(([item]) => itemIds.has(item));
};
const questionsOf = (shop: SeedShop): SeedQuestion[] => ofKnownItems(shop, shop.questions);
const questionId = (n: number) => `seed-q-${n + 1}`;

type Row = Record<string, string | number | boolean | null>;

/** Rows for the `questions` (all unanswered: the owner answers through the API) and `reviews` tables. */
export function shopperRows(shop: SeedShop): { table: 'questions' | 'reviews'; row: Row }[] {
  const s = shop.store.id;
  const questions = questionsOf(shop).map(([item, name, question], n) => ({
    table: 'questions' as const,
    row: { store_id: s, id: questionId(n), item_id: item, user_id: `seed-user-${n + 1}`, author_name: name, question, created_at: BASE + n * DAY, is_hidden: false },
  }));
  const reviews = ofKnownItems(shop, shop.reviews).map(([item, name, rating, title, body], n) => ({
    table: 'reviews' as const,
    row: { store_id: s, id: `seed-r-${n + 1}`, item_id: item, user_id: `seed-user-r${n + 1}`, author_name: name, rating, title, body, created_at: BASE + n * DAY, is_hidden: false },
  }));
  return [...questions, ...reviews];
}

/** The owner's answers to the demo questions: [question id, answer]. */
export function seedAnswers(shop: SeedShop): [id: string, answer: string][] {
  return questionsOf(shop).flatMap(([, , , answer], n): [string, string][] => (answer ? [[questionId(n), answer]] : []));
}
