import { z } from '@hono/zod-openapi';
import { NO_SUCH_APPLICATION, NO_SUCH_QUESTION, NO_SUCH_REQUEST } from '../domain/owner/setting-refusals';
import { nextCursor, pageQuery } from './paging-query';
import { refuseOwner } from './owner-language';
import { answerSuggestion } from '../data/account-suggestions';
import { decideReseller } from '../data/account-reseller';
import { answerQuestion, listAllSuggestions, listOpenQuestions, listPushSubscriptions, listResellerApplications } from '../data/owner-community';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from './schemas/common';
import { shopOf } from '../middleware/shop-context';

const idParam = (name: string) => z.string().regex(/^[A-Za-z0-9_-]{1,128}$/).openapi({ param: { name, in: 'path' } });
const questionBody = z.strictObject({
  answer: z.string().trim().min(1).max(2000).nullable(),
  hidden: z.boolean().default(false),
}).openapi('QuestionAnswer', { example: { answer: 'Yes, it is stone-ground every morning.', hidden: false } });
const suggestionBody = z.strictObject({
  status: z.enum(['OPEN', 'IN_PROGRESS', 'AVAILABLE', 'DECLINED']),
  reply: z.string().trim().max(1000).default(''),
}).openapi('SuggestionReply', { example: { status: 'AVAILABLE', reply: 'Now in stock: Amul Gold 1 L.' } });
const resellerBody = z.strictObject({
  status: z.enum(['APPROVED', 'REJECTED']),
  note: z.string().trim().max(500).default(''),
}).openapi('ResellerDecision', { example: { status: 'APPROVED', note: 'Welcome aboard!' } });

/** Answers to questions, replies to product requests, reseller approvals, and who turned on offer alerts. */
export function registerCommunityRoutes(app: OwnerApp): void {
  ownerRoute(app, {
    method: 'get', path: '/push-subscriptions', tag: 'Shoppers', summary: 'List browsers that turned on offer alerts',
    description: 'Web Push subscriptions made with the PUSH plugin\'s VAPID key. Send to them with your messaging project (a payload {notification: {title, body}} shows as a banner on an open shop page, else as a notification).',
    query: z.object(pageQuery(['int', 'text'], 200)),
    ok: okSchema('PushSubscriptionsReply', { count: z.number().int().openapi({ description: 'How many there are in all (every page).' }), ...nextCursor, subscriptions: z.array(z.object({ endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }), createdAt: z.number() })) }),
  }, async (c, { storeId, query }) => ownerReply(c, await listPushSubscriptions(shopOf(c, storeId), query)));

  ownerRoute(app, {
    method: 'get', path: '/questions', tag: 'Shoppers', summary: 'List questions (unanswered first with ?unanswered=true)',
    description: 'Newest first, paged by `cursor` (`next_cursor` of the previous page).',
    query: z.object({ unanswered: z.enum(['true', 'false']).optional(), ...pageQuery(['int', 'text'], 200) }),
    ok: okSchema('QuestionsReply', { questions: z.array(z.object({ id: z.string(), itemId: z.string(), author: z.string(), question: z.string(), answer: z.string().nullable(), createdAt: z.number() })), ...nextCursor }),
  }, async (c, { storeId, query }) => ownerReply(c, await listOpenQuestions(shopOf(c, storeId), query.unanswered === 'true', query)));

  ownerRoute(app, {
    method: 'put', path: '/questions/{questionId}', tag: 'Shoppers', summary: 'Answer (or hide) a question',
    description: 'An answered question shows on the item page at once. `answer: null` takes an answer back; `hidden: true` keeps the question off the storefront.',
    params: { questionId: idParam('questionId') }, body: questionBody, ok: okSchema('QuestionAnswered', { id: z.string() }),
  }, async (c, { storeId, params, body }) => {
    if (!(await answerQuestion(shopOf(c, storeId), params.questionId, body.answer, body.hidden, Date.now()))) return refuseOwner(c, storeId, 404, NO_SUCH_QUESTION);
    return changed(c, storeId, 'question answered', { id: params.questionId });
  });

  ownerRoute(app, {
    method: 'get', path: '/suggestions', tag: 'Shoppers', summary: 'List product requests',
    description: 'Newest first, paged by `cursor` (`next_cursor` of the previous page).',
    query: z.object(pageQuery(['int', 'text'], 200)),
    ok: okSchema('SuggestionsReply', { suggestions: z.array(z.object({ id: z.string(), productName: z.string(), details: z.string(), status: z.string(), reply: z.string(), createdAt: z.number() })), ...nextCursor }),
  }, async (c, { storeId, query }) => ownerReply(c, await listAllSuggestions(shopOf(c, storeId), query)));

  ownerRoute(app, {
    method: 'put', path: '/suggestions/{suggestionId}', tag: 'Shoppers', summary: 'Reply to a product request',
    description: 'The shopper follows the status and reads the reply on their requests page.',
    params: { suggestionId: idParam('suggestionId') }, body: suggestionBody, ok: okSchema('SuggestionAnswered', { id: z.string() }),
  }, async (c, { storeId, params, body }) => {
    if (!(await answerSuggestion(shopOf(c, storeId), params.suggestionId, body.status, body.reply, Date.now()))) return refuseOwner(c, storeId, 404, NO_SUCH_REQUEST);
    return ownerReply(c, { id: params.suggestionId });
  });

  ownerRoute(app, {
    method: 'get', path: '/resellers', tag: 'Shoppers', summary: 'List reseller applications',
    description: 'Newest first, paged by `cursor` (`next_cursor` of the previous page).',
    query: z.object(pageQuery(['int', 'text'], 200)),
    ok: okSchema('ResellersReply', { resellers: z.array(z.object({ uid: z.string(), status: z.string(), name: z.string(), phone: z.string(), businessName: z.string(), city: z.string(), about: z.string(), referralCode: z.string(), appliedAt: z.number() })), ...nextCursor }),
  }, async (c, { storeId, query }) => ownerReply(c, await listResellerApplications(shopOf(c, storeId), query)));

  ownerRoute(app, {
    method: 'put', path: '/resellers/{uid}', tag: 'Shoppers', summary: 'Approve or reject a reseller application',
    description: 'An approved reseller gets a dashboard and a referral link (?rid=) that credits them on referred orders.',
    params: { uid: idParam('uid') }, body: resellerBody, ok: okSchema('ResellerDecided', { uid: z.string(), decision: z.string() }),
  }, async (c, { storeId, params, body }) => {
    if (!(await decideReseller(shopOf(c, storeId), params.uid, body.status, body.note, Date.now()))) return refuseOwner(c, storeId, 404, NO_SUCH_APPLICATION);
    // an approval changes what a ?rid= link does on cached pages, so the shop's pages are refreshed
    return changed(c, storeId, 'reseller decided', { uid: params.uid, decision: body.status });
  });
}
