import { Hono } from 'hono';
import {
  askQuestion,
  findMyReview,
  itemOnSale,
  listMyQuestions,
  MAX_OPEN_QUESTIONS,
  saveReview,
} from '../../data/shop/account-questions';
import {
  createSuggestion,
  findSuggestion,
  listSuggestions,
  MAX_OPEN_SUGGESTIONS,
} from '../../data/shop/account-suggestions';
import { findCustomer } from '../../data/shop/account-customers';
import { forgetItemPages } from '../../data/cache/catalogue-page-memo';
import {
  authorName,
  questionInputSchema,
  reviewInputSchema,
  suggestionInputSchema,
} from '../../domain/account/feedback';
import { isSlugId } from '../../domain/catalogue/paths';
import { fail, ok } from '../../core/reply';
import { isRecordId, notFound, validBody, type AccountContext, type AccountEnv } from './context';
import { shopOf } from '../../middleware/shop-context';
import { rateLimit } from '../../middleware/rate-limit';

/**
 * Questions, reviews and product requests. For the item page (catalogue):
 * - POST /api/v2/account/questions {ITEM_ID, QUESTION}: asks a question (shown once the owner answers).
 * - POST /api/v2/account/reviews {ITEM_ID, RATING 1-5, TITLE?, BODY?}: one review per shopper and item; writing
 *   again replaces it. GET /api/v2/account/reviews/{itemId}: the shopper's own review (404 when none).
 * All need sign-in: 401 {status 0, code SIGN_IN_REQUIRED}; an unknown item is 404. The writes share one
 * per-shopper limit (feedbackPerShopper, src/domain/rate-limits.ts): 429 RATE_LIMITED with Retry-After.
 */
export const feedbackApi = new Hono<AccountEnv>();

/** Counts a question, review or product request against the shopper (after requireAccount, so a user is known). */
const feedbackLimit = rateLimit('feedbackPerShopper', (c) => (c as AccountContext).var.account.user.uid);

async function author(c: AccountContext): Promise<string> {
  const { storeId, user } = c.get('account');
  const customer = await findCustomer(shopOf(c, storeId), user.uid);
  return authorName({ name: customer?.name || user.name, phone: user.phone });
}

feedbackApi.get('/questions', async (c) => {
  const { storeId, user } = c.get('account');
  return ok(c, { questions: await listMyQuestions(shopOf(c, storeId), user.uid) });
});

feedbackApi.post('/questions', feedbackLimit, async (c) => {
  const { storeId, user } = c.get('account');
  const body = await validBody(c, questionInputSchema);
  if ('reply' in body) return body.reply;
  if (!(await itemOnSale(shopOf(c, storeId), body.data.ITEM_ID))) return notFound(c, 'item');
  const out = await askQuestion(shopOf(c, storeId), {
    uid: user.uid,
    author: await author(c),
    itemId: body.data.ITEM_ID,
    question: body.data.QUESTION,
    now: Date.now(),
  });
  if (out === 'LIMIT')
    return fail(
      c,
      409,
      `You have ${MAX_OPEN_QUESTIONS} questions waiting for an answer. Please wait for the shop to reply.`,
      'QUESTION_LIMIT',
    );
  return ok(c, { msg: 'Thanks! Your question is sent to the shop.', id: out.id });
});

feedbackApi.post('/reviews', feedbackLimit, async (c) => {
  const { storeId, user } = c.get('account');
  const body = await validBody(c, reviewInputSchema);
  if ('reply' in body) return body.reply;
  const d = body.data;
  if (!(await itemOnSale(shopOf(c, storeId), d.ITEM_ID))) return notFound(c, 'item');
  const out = await saveReview(shopOf(c, storeId), {
    uid: user.uid,
    author: await author(c),
    itemId: d.ITEM_ID,
    rating: d.RATING,
    title: d.TITLE,
    body: d.BODY,
    now: Date.now(),
  });
  forgetItemPages(storeId, d.ITEM_ID);
  return ok(c, {
    msg: out.replaced ? 'Your review is updated.' : 'Thanks for your review!',
    id: out.id,
    replaced: out.replaced,
  });
});

feedbackApi.get('/reviews/:itemId', async (c) => {
  const { storeId, user } = c.get('account');
  const itemId = c.req.param('itemId');
  const review = isSlugId(itemId) ? await findMyReview(shopOf(c, storeId), user.uid, itemId) : null;
  return review ? ok(c, { review }) : notFound(c, 'review');
});

/** /suggestions: GET list; POST {PRODUCT_NAME, DETAILS?} asks the shop for a product; GET /{id} follows one. */
feedbackApi.get('/suggestions', async (c) => {
  const { storeId, user } = c.get('account');
  return ok(c, { suggestions: await listSuggestions(shopOf(c, storeId), user.uid) });
});

feedbackApi.post('/suggestions', feedbackLimit, async (c) => {
  const { storeId, user } = c.get('account');
  const body = await validBody(c, suggestionInputSchema);
  if ('reply' in body) return body.reply;
  const out = await createSuggestion(shopOf(c, storeId), {
    uid: user.uid,
    productName: body.data.PRODUCT_NAME,
    details: body.data.DETAILS,
    now: Date.now(),
  });
  if (out === 'LIMIT')
    return fail(
      c,
      409,
      `You have ${MAX_OPEN_SUGGESTIONS} open requests. Please wait for the shop to reply.`,
      'SUGGESTION_LIMIT',
    );
  return ok(c, { msg: 'Your request is sent to the shop.', suggestion: out });
});

feedbackApi.get('/suggestions/:id', async (c) => {
  const { storeId, user } = c.get('account');
  const id = c.req.param('id');
  const found = isRecordId(id) ? await findSuggestion(shopOf(c, storeId), user.uid, id) : null;
  return found ? ok(c, { suggestion: found }) : notFound(c, 'request');
});
