import type { Bindings as Env } from '../../env';
import { NO_SUCH_APPLICATION, NO_SUCH_QUESTION, NO_SUCH_REQUEST } from '../../domain/owner/setting-refusals';
import { answerQuestion } from '../../data/shop/owner-community';
import { answerSuggestion } from '../../data/shop/account-suggestions';
import { decideReseller } from '../../data/shop/account-reseller';
import type { Shop } from '../../data/shop/shop-db';
import { questionBody, resellerBody, suggestionBody } from './schemas/community';
import { ownerChanged, parse, refusedAs, type Done } from './use-cases';

/**
 * The owner writing back to shoppers, for the owner API and the console alike: an answer to a question (shown on
 * the item page at once), a reply to a product request, a decision on a reseller application (which changes what
 * a ?rid= link does on cached pages, so the shop's pages refresh).
 */
export async function answerShopperQuestion(
  env: Env,
  shop: Shop,
  questionId: string,
  body: unknown,
  requestId?: string,
): Promise<Done<{ id: string }>> {
  const storeId = shop.id;
  const parsed = parse(questionBody, body);
  if (!parsed.ok) return parsed;
  if (!(await answerQuestion(shop, questionId, parsed.data.answer, parsed.data.hidden, Date.now())))
    return refusedAs(404, NO_SUCH_QUESTION, 'questionId');
  await ownerChanged(env, storeId, 'question answered', requestId);
  return { ok: true, value: { id: questionId } };
}

export async function replyToRequest(
  env: Env,
  shop: Shop,
  suggestionId: string,
  body: unknown,
  requestId?: string,
): Promise<Done<{ id: string }>> {
  const storeId = shop.id;
  const parsed = parse(suggestionBody, body);
  if (!parsed.ok) return parsed;
  if (!(await answerSuggestion(shop, suggestionId, parsed.data.status, parsed.data.reply, Date.now())))
    return refusedAs(404, NO_SUCH_REQUEST, 'suggestionId');
  await ownerChanged(env, storeId, 'request answered', requestId, true);
  return { ok: true, value: { id: suggestionId } };
}

export async function decideApplication(
  env: Env,
  shop: Shop,
  uid: string,
  body: unknown,
  requestId?: string,
): Promise<Done<{ uid: string; decision: 'APPROVED' | 'REJECTED' }>> {
  const storeId = shop.id;
  const parsed = parse(resellerBody, body);
  if (!parsed.ok) return parsed;
  if (!(await decideReseller(shop, uid, parsed.data.status, parsed.data.note, Date.now())))
    return refusedAs(404, NO_SUCH_APPLICATION, 'uid');
  await ownerChanged(env, storeId, 'reseller decided', requestId);
  return { ok: true, value: { uid, decision: parsed.data.status } };
}
