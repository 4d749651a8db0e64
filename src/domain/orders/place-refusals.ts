/**
 * Why placing an order was refused after checkout's quote said yes: the one transaction found something changed
 * (stock, a coupon's uses, a balance, the bag), or the request itself cannot be answered. Each refusal keeps its
 * `code` and English `rsn` and says itself as a message id (domain/i18n/said.ts) for the shopper's language.
 */
import { formatMoney } from '../money';
import { said } from '../i18n/said';
import type { Refusal } from './quote';

/** What the transaction's guard rows found: stock, a coupon, a balance or the bag changed meanwhile. */
export type PlaceGuard = 'STOCK' | 'COUPON' | 'WALLET' | 'UDHAAR' | 'REWARDS' | 'BAG';

/** The first line whose stock is now below what it asks for, with what is left (0: sold out). */
export interface StockShort {
  name: string;
  left: number;
}

export function guardRefusal(reason: PlaceGuard, short: StockShort | null, coupon: string | null): Refusal {
  if (reason === 'STOCK') {
    if (!short)
      return {
        http: 409,
        code: 'OUT_OF_STOCK',
        rsn: 'The stock changed while you were ordering. Please try again.',
        say: said('problem.checkout.stockChanged'),
      };
    return short.left > 0
      ? {
          http: 409,
          code: 'OUT_OF_STOCK',
          rsn: `Only ${short.left} of ${short.name} left now. Please change the quantity in your bag.`,
          say: said('problem.checkout.fewLeftNow', { item: short.name, left: short.left }),
        }
      : {
          http: 409,
          code: 'OUT_OF_STOCK',
          rsn: `Sorry, ${short.name} just sold out. Please remove it from your bag.`,
          say: said('problem.checkout.soldOutNow', { item: short.name }),
        };
  }
  if (reason === 'COUPON') {
    return coupon
      ? {
          http: 409,
          code: 'COUPON_USED_UP',
          rsn: `${coupon} has just been fully redeemed. Remove it from your bag to continue.`,
          say: said('problem.checkout.couponUsedUpNow', { code: coupon }),
        }
      : {
          http: 409,
          code: 'COUPON_USED_UP',
          rsn: 'This coupon has just been fully redeemed. Remove it from your bag to continue.',
          say: said('problem.checkout.couponUsedUpNowBlank'),
        };
  }
  if (reason === 'BAG')
    return {
      http: 409,
      code: 'BAG_CHANGED',
      rsn: 'Your bag changed while you were ordering. Please check it and place the order again.',
      say: said('problem.checkout.bagChanged'),
    };
  if (reason === 'REWARDS')
    return {
      http: 409,
      code: 'REWARDS_SHORT',
      rsn: 'Your reward points changed while you were ordering. Please check checkout and try again.',
      say: said('problem.checkout.rewardsChanged'),
    };
  if (reason === 'WALLET')
    return {
      http: 409,
      code: 'WALLET_SHORT',
      rsn: 'Your wallet balance changed while you were ordering. Please check the payment and try again.',
      say: said('problem.checkout.walletChanged'),
    };
  return {
    http: 409,
    code: 'UDHAAR_LIMIT',
    rsn: 'This order would take your udhaar past its limit. Please choose another way to pay.',
    say: said('problem.checkout.udhaarOver'),
  };
}

export const ADDRESS_NOT_FOUND: Refusal = {
  http: 404,
  code: 'ADDRESS_NOT_FOUND',
  rsn: 'We could not find that address. Please choose another one.',
  field: 'address_id',
  say: said('problem.checkout.addressGone'),
};
export const CHOOSE_PAYMENT: Refusal = {
  http: 409,
  code: 'PAYMENT',
  rsn: 'Please choose how to pay.',
  say: said('problem.checkout.choosePayment'),
};
/** A business buyer's GSTIN that is not one: its form, its state code or its check character. Nothing is placed. */
export const BAD_BUYER_GSTIN: Refusal = {
  http: 400,
  code: 'BAD_GSTIN',
  field: 'buyer_gstin',
  say: said('problem.checkout.badGstin'),
  rsn: 'A GSTIN has 15 characters (for example 07AAACB2230M1ZT) and its last character checks the others. Please check it, or leave it empty.',
};

export const KEY_REUSED: Refusal = {
  http: 409,
  code: 'IDEMPOTENCY_CONFLICT',
  rsn: 'This order request was already used with different details. Please start checkout again.',
  say: said('problem.checkout.keyReused'),
};
export const PLACING_NOW: Refusal = {
  http: 409,
  code: 'BUSY',
  rsn: 'Your order is being placed. Please wait a moment.',
  say: said('problem.checkout.busyPlacing'),
};
export const NOT_PLACED_TRY_AGAIN: Refusal = {
  http: 409,
  code: 'BUSY',
  rsn: 'We could not place your order just now. Please try again.',
  say: said('problem.checkout.tryAgain'),
};
export const BAG_SESSION_GONE: Refusal = {
  http: 404,
  code: 'SESSION_INVALID',
  rsn: 'Your bag session has expired. Please open your bag and try again.',
  say: said('problem.checkout.sessionGone'),
};

/** This bag version was ordered already; the shopper's own order is named. */
export function alreadyOrdered(ownOrderId: string | null): Refusal {
  return ownOrderId
    ? {
        http: 409,
        code: 'BAG_ALREADY_ORDERED',
        rsn: `This bag has already been ordered (order #${ownOrderId}). Add items again to place a new order.`,
        say: said('problem.checkout.alreadyOrderedYours', { id: ownOrderId }),
      }
    : {
        http: 409,
        code: 'BAG_ALREADY_ORDERED',
        rsn: 'This bag has already been ordered. Add items again to place a new order.',
        say: said('problem.checkout.alreadyOrdered'),
      };
}

/** The total changed since checkout showed it (the body's `expected_total`). */
export function priceChanged(total: number, currency?: string): Refusal {
  return {
    http: 409,
    code: 'PRICE_CHANGED',
    rsn: `Your order total is now ${formatMoney(total, currency)}: prices or charges changed since you opened checkout. Please check it and place the order again.`,
    say: said('problem.checkout.priceChanged', { total: { paise: total, currency } }),
  };
}
