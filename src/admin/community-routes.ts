import { z } from '@hono/zod-openapi';
import { nextCursor, pageQuery } from './paging-query';
import { refuseOwner } from './owner-language';
import {
  listAllSuggestions,
  listOpenQuestions,
  listPushSubscriptions,
  listResellerApplications,
} from '../data/shop/owner-community';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { answerShopperQuestion, decideApplication, replyToRequest } from '../app/owner/community';
import { questionBody, resellerBody, suggestionBody } from '../app/owner/schemas/community';
import type { Refused } from '../app/owner/use-cases';
import { okSchema } from '../app/owner/schemas/common';
import { shopOf } from '../middleware/shop-context';

const idParam = (name: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,128}$/)
    .openapi({ param: { name, in: 'path' } });
/** Answers to questions, replies to product requests, reseller approvals, and who turned on offer alerts. */
export function registerCommunityRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/push-subscriptions',
      tag: 'Shoppers',
      summary: 'List browsers that turned on offer alerts',
      description:
        "Web Push subscriptions made with the PUSH plugin's VAPID key. Send to them with your messaging project (a payload {notification: {title, body}} shows as a banner on an open shop page, else as a notification).",
      query: z.object(pageQuery(['int', 'text'], 200)),
      ok: okSchema('PushSubscriptionsReply', {
        count: z.number().int().openapi({ description: 'How many there are in all (every page).' }),
        ...nextCursor,
        subscriptions: z.array(
          z.object({
            endpoint: z.string(),
            keys: z.object({ p256dh: z.string(), auth: z.string() }),
            createdAt: z.number(),
          }),
        ),
      }),
    },
    async (c, { storeId, query }) => ownerReply(c, await listPushSubscriptions(shopOf(c, storeId), query)),
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/questions',
      tag: 'Shoppers',
      summary: 'List questions (unanswered first with ?unanswered=true)',
      description: 'Newest first, paged by `cursor` (`next_cursor` of the previous page).',
      query: z.object({ unanswered: z.enum(['true', 'false']).optional(), ...pageQuery(['int', 'text'], 200) }),
      ok: okSchema('QuestionsReply', {
        questions: z.array(
          z.object({
            id: z.string(),
            itemId: z.string(),
            author: z.string(),
            question: z.string(),
            answer: z.string().nullable(),
            createdAt: z.number(),
          }),
        ),
        ...nextCursor,
      }),
    },
    async (c, { storeId, query }) =>
      ownerReply(c, await listOpenQuestions(shopOf(c, storeId), query.unanswered === 'true', query)),
  );

  ownerRoute(
    app,
    {
      method: 'put',
      path: '/questions/{questionId}',
      tag: 'Shoppers',
      summary: 'Answer (or hide) a question',
      description:
        'An answered question shows on the item page at once. `answer: null` takes an answer back; `hidden: true` keeps the question off the storefront.',
      params: { questionId: idParam('questionId') },
      body: questionBody,
      ok: okSchema('QuestionAnswered', { id: z.string() }),
    },
    async (c, { storeId, params, body }) => {
      const done = await answerShopperQuestion(c.env, shopOf(c, storeId), params.questionId, body, c.get('requestId'));
      return done.ok ? ownerReply(c, done.value) : refused(c, storeId, done);
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/suggestions',
      tag: 'Shoppers',
      summary: 'List product requests',
      description: 'Newest first, paged by `cursor` (`next_cursor` of the previous page).',
      query: z.object(pageQuery(['int', 'text'], 200)),
      ok: okSchema('SuggestionsReply', {
        suggestions: z.array(
          z.object({
            id: z.string(),
            productName: z.string(),
            details: z.string(),
            status: z.string(),
            reply: z.string(),
            createdAt: z.number(),
          }),
        ),
        ...nextCursor,
      }),
    },
    async (c, { storeId, query }) => ownerReply(c, await listAllSuggestions(shopOf(c, storeId), query)),
  );

  ownerRoute(
    app,
    {
      method: 'put',
      path: '/suggestions/{suggestionId}',
      tag: 'Shoppers',
      summary: 'Reply to a product request',
      description: 'The shopper follows the status and reads the reply on their requests page.',
      params: { suggestionId: idParam('suggestionId') },
      body: suggestionBody,
      ok: okSchema('SuggestionAnswered', { id: z.string() }),
    },
    async (c, { storeId, params, body }) => {
      const done = await replyToRequest(c.env, shopOf(c, storeId), params.suggestionId, body, c.get('requestId'));
      return done.ok ? ownerReply(c, done.value) : refused(c, storeId, done);
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/resellers',
      tag: 'Shoppers',
      summary: 'List reseller applications',
      description: 'Newest first, paged by `cursor` (`next_cursor` of the previous page).',
      query: z.object(pageQuery(['int', 'text'], 200)),
      ok: okSchema('ResellersReply', {
        resellers: z.array(
          z.object({
            uid: z.string(),
            status: z.string(),
            name: z.string(),
            phone: z.string(),
            businessName: z.string(),
            city: z.string(),
            about: z.string(),
            referralCode: z.string(),
            appliedAt: z.number(),
          }),
        ),
        ...nextCursor,
      }),
    },
    async (c, { storeId, query }) => ownerReply(c, await listResellerApplications(shopOf(c, storeId), query)),
  );

  ownerRoute(
    app,
    {
      method: 'put',
      path: '/resellers/{uid}',
      tag: 'Shoppers',
      summary: 'Approve or reject a reseller application',
      description:
        'An approved reseller gets a dashboard and a referral link (?rid=) that credits them on referred orders.',
      params: { uid: idParam('uid') },
      body: resellerBody,
      ok: okSchema('ResellerDecided', { uid: z.string(), decision: z.string() }),
    },
    async (c, { storeId, params, body }) => {
      const done = await decideApplication(c.env, shopOf(c, storeId), params.uid, body, c.get('requestId'));
      return done.ok ? ownerReply(c, done.value) : refused(c, storeId, done);
    },
  );
}

/** A refusal of the use case as the owner API words it: a missing record is 404 without a field, as before. */
function refused(c: Parameters<typeof refuseOwner>[0], storeId: string, done: Refused) {
  return refuseOwner(c, storeId, done.status as 404, { ...done, field: done.status === 404 ? undefined : done.field });
}
