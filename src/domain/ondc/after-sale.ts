/**
 * What the node answers after an order is placed, the pure half: a buyer app's `rating` (read and checked before it is
 * kept), `support` (the shop's consumer care) and `update` (which targets this node takes).
 */
import type { Result } from '../../core/result';
import type { ConsumerCare } from './opt-in';

export const RATING_CATEGORIES = ['Order', 'Item', 'Provider', 'Fulfillment', 'Agent'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];

export interface NetworkRating {
  category: RatingCategory;
  id: string;
  value: number;
}

export type RatingsRead = Result<{ ratings: NetworkRating[] }>;

const MAX_RATINGS = 10;
const ID = /^[A-Za-z0-9][A-Za-z0-9.\-_:/@]{0,63}$/;

/** `message.ratings`: 1 to 10 of `{ rating_category, id, value: "1".."5" }`. */
export function readRatings(message: Record<string, unknown>): RatingsRead {
  const list = message.ratings;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RATINGS)
    return { ok: false, rsn: `message.ratings must list 1 to ${MAX_RATINGS} ratings.` };
  const ratings: NetworkRating[] = [];
  for (const [i, entry] of list.entries()) {
    const r = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
    const category = r.rating_category;
    if (typeof category !== 'string' || !(RATING_CATEGORIES as readonly string[]).includes(category))
      return { ok: false, rsn: `ratings[${i}].rating_category must be one of ${RATING_CATEGORIES.join(', ')}.` };
    if (typeof r.id !== 'string' || !ID.test(r.id))
      return { ok: false, rsn: `ratings[${i}].id must name what is rated (1 to 64 letters, digits and . - _ : / @).` };
    const value = typeof r.value === 'string' && /^[1-5]$/.test(r.value) ? Number(r.value) : null;
    if (value === null) return { ok: false, rsn: `ratings[${i}].value must be "1" to "5".` };
    ratings.push({ category: category as RatingCategory, id: r.id, value });
  }
  return { ok: true, ratings };
}

/** on_rating: both acknowledgements (the node asks no feedback form). */
export const RATING_ACK = { feedback_ack: true, rating_ack: true } as const;

/** on_support: the shop's consumer care for the order the buyer app named. */
export function supportMessage(refId: string, care: ConsumerCare, shopUrl: string): Record<string, unknown> {
  return {
    support: {
      ref_id: refId,
      order_id: refId,
      phone: care.phone,
      callback_phone: care.phone,
      email: care.email,
      url: shopUrl,
    },
  };
}

export const UPDATE_TARGETS = ['payment', 'item', 'fulfillment'] as const;
export type UpdateTarget = (typeof UPDATE_TARGETS)[number];

export type UpdateRead = Result<{ target: UpdateTarget }, { rsn: string; code: '30000' | '40000' }>;

/**
 * Which updates the node takes. `payment` (the buyer app's settlement details) is kept with the order; a part cancel,
 * a return or a changed fulfilment are not taken over the network yet: the shop's own inbox handles them, and the
 * buyer app hears why.
 */
export function readUpdate(message: Record<string, unknown>): UpdateRead {
  const target = message.update_target;
  if (typeof target !== 'string' || !(UPDATE_TARGETS as readonly string[]).includes(target))
    return { ok: false, code: '30000', rsn: `message.update_target must be one of ${UPDATE_TARGETS.join(', ')}.` };
  const order = message.order;
  if (typeof order !== 'object' || order === null || Array.isArray(order))
    return { ok: false, code: '30000', rsn: 'message.order must be the order being updated.' };
  if (target !== 'payment')
    return {
      ok: false,
      code: '40000',
      rsn: 'This seller does not take part cancels, returns or fulfilment changes over the network yet; please contact the shop (see on_support).',
    };
  const settlement = (order as Record<string, unknown>).payment;
  const details =
    typeof settlement === 'object' && settlement !== null
      ? (settlement as Record<string, unknown>)['@ondc/org/settlement_details']
      : undefined;
  if (!Array.isArray(details) || details.length === 0 || details.length > 10)
    return { ok: false, code: '30000', rsn: "message.order.payment must carry '@ondc/org/settlement_details'." };
  return { ok: true, target };
}
