import { z } from 'zod';

/** Item ids as they appear in paths (same rule as the catalogue). */
const itemId = z
  .string({ error: 'Please say which item this is about.' })
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, 'That item does not exist.');

/** Asking a question from the item page (needs sign-in; shown once the owner answers). */
export const questionInputSchema = z.object({
  ITEM_ID: itemId,
  QUESTION: z
    .string({ error: 'Please type your question.' })
    .trim()
    .min(5, 'Please type your question (at least 5 characters).')
    .max(500, 'Please keep the question under 500 characters.'),
});

/** Writing a review: one per shopper and item (writing again replaces it). */
export const reviewInputSchema = z.object({
  ITEM_ID: itemId,
  RATING: z
    .number({ error: 'Please choose 1 to 5 stars.' })
    .int('Please choose 1 to 5 stars.')
    .min(1, 'Please choose 1 to 5 stars.')
    .max(5, 'Please choose 1 to 5 stars.'),
  TITLE: z
    .string({ error: 'Please send the title as text.' })
    .trim()
    .max(80, 'Please keep the title under 80 characters.')
    .optional()
    .default(''),
  BODY: z
    .string({ error: 'Please send the review as text.' })
    .trim()
    .max(2000, 'Please keep the review under 2000 characters.')
    .optional()
    .default(''),
});

/** Asking the shop for a product it does not sell yet. */
export const suggestionInputSchema = z.object({
  PRODUCT_NAME: z
    .string({ error: 'Please name the product you are looking for.' })
    .trim()
    .min(2, 'Please name the product you are looking for.')
    .max(120, 'Please keep the product name under 120 characters.'),
  DETAILS: z
    .string({ error: 'Please send the details as text.' })
    .trim()
    .max(1000, 'Please keep the details under 1000 characters.')
    .optional()
    .default(''),
});

export type SuggestionStatus = 'OPEN' | 'IN_PROGRESS' | 'AVAILABLE' | 'DECLINED';
export const SUGGESTION_STATUS_TEXT: Record<SuggestionStatus, string> = {
  OPEN: 'Sent to the shop',
  IN_PROGRESS: 'The shop is looking for it',
  AVAILABLE: 'Now available',
  DECLINED: 'Not available',
};

/** How a shopper is named next to a question or review: their name, else a masked phone, else nothing. */
export function authorName(user: { name: string; phone: string }): string {
  if (user.name.trim()) return user.name.trim().slice(0, 60);
  const digits = user.phone.replace(/\D/g, '');
  return digits.length >= 4 ? `Shopper ·····${digits.slice(-4)}` : '';
}
