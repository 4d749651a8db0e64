/**
 * A quote as checkout shows it (the page's island props and POST /api/v2/orders/quote): lines ready to
 * list (manual shopping-list lines have no price yet), the bill, the payment split and the problem, if any.
 */
import { deliversTo, notServiceable } from './delivery-area';
import type { CartRules } from '../tables/store-fields';
import { deliveryCharge } from '../cart/delivery';
import type { PaymentSplit } from './payment';
import type { Quote } from './quote';
import { localName } from '../i18n/localise';
import type { Lang } from '../i18n/languages';
import type { Result } from '../../core/result';

export interface QuoteView {
  lines: {
    key: string;
    name: string;
    variant: string;
    qty: number;
    unitPrice: number | null;
    lineTotal: number | null;
    image: string;
  }[];
  totals: Quote['totals'];
  extras: Quote['extras'];
  itemsCount: number;
  split: PaymentSplit | null;
  problem: { code: string; rsn: string; missing?: number; field?: string } | null;
  distanceKm: number | null;
  couponCode: string | null;
  /** points spent (their value is off totals.total) and the most this order may take; absent: the shop takes no points */
  rewards?: { points: number; value: number; maxPoints: number; pointValue: number };
}

/** `lang`: the shopper's language, which names the lines (the owner's translations); `own`: the shop's own language. */
export function toQuoteView(
  q: Quote,
  distanceKm: number | null,
  couponCode: string | null,
  lang: Lang = 'en',
  own: Lang = 'en',
): QuoteView {
  return {
    lines: [
      ...q.lines.map((l) => ({
        key: l.lineId,
        name: localName(l.name, l.names, lang, own),
        variant: l.variantLabel,
        qty: l.qty,
        unitPrice: l.unitPrice,
        lineTotal: l.lineTotal,
        image: l.image,
      })),
      ...q.manual.map((m) => ({
        key: `manual-${m.id}`,
        name: m.name,
        variant: '',
        qty: m.qty,
        unitPrice: null,
        lineTotal: null,
        image: m.image ?? '',
      })),
    ],
    totals: q.totals,
    extras: q.extras,
    itemsCount: q.itemsCount,
    split: q.split,
    problem: q.problem
      ? {
          code: q.problem.code,
          rsn: q.problem.rsn,
          ...(q.problem.missing ? { missing: q.problem.missing } : {}),
          ...(q.problem.field ? { field: q.problem.field } : {}),
        }
      : null,
    distanceKm,
    couponCode: q.totals.discount ? couponCode : null,
    ...(q.rewards && (q.rewards.offer.maxPoints > 0 || q.rewards.points > 0)
      ? {
          rewards: {
            points: q.rewards.points,
            value: q.rewards.value,
            maxPoints: q.rewards.offer.maxPoints,
            pointValue: q.rewards.offer.pointValue,
          },
        }
      : {}),
  };
}

export type AddressDelivery = Result<{ charge: number }>;

/** What delivery to one address would cost for this subtotal, or why the shop cannot deliver there. */
export function addressDelivery(
  subtotal: number,
  rules: Partial<CartRules>,
  distanceKm: number | null,
  pin?: string,
): AddressDelivery {
  if (pin !== undefined && !deliversTo(pin.replace(/\s+/g, ''), rules.SERVICEABLE_PINCODES))
    return { ok: false, rsn: notServiceable(pin) };
  const d = deliveryCharge({ subtotal, rules, distanceKm });
  return d.ok ? { ok: true, charge: d.charge } : { ok: false, rsn: d.rsn };
}
