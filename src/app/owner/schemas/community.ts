import { z } from '@hono/zod-openapi';

/** What an owner writes back to shoppers (owner API and console alike): answers, replies to requests, reseller decisions. */
export const questionBody = z
  .strictObject({
    answer: z.string().trim().min(1).max(2000).nullable(),
    hidden: z.boolean().default(false),
  })
  .openapi('QuestionAnswer', { example: { answer: 'Yes, it is stone-ground every morning.', hidden: false } });

export const SUGGESTION_STATUSES = ['OPEN', 'IN_PROGRESS', 'AVAILABLE', 'DECLINED'] as const;
export const suggestionBody = z
  .strictObject({
    status: z.enum(SUGGESTION_STATUSES),
    reply: z.string().trim().max(1000).default(''),
  })
  .openapi('SuggestionReply', { example: { status: 'AVAILABLE', reply: 'Now in stock: Amul Gold 1 L.' } });

export const resellerBody = z
  .strictObject({
    status: z.enum(['APPROVED', 'REJECTED']),
    note: z.string().trim().max(500).default(''),
  })
  .openapi('ResellerDecision', { example: { status: 'APPROVED', note: 'Welcome aboard!' } });
