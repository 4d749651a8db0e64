/**
 * What an order would cost right now, and whether it may be placed (DESIGN 4, 7). Pure: checkout's page
 * and its quote call show it, and placement re-runs it on fresh D1 reads just before writing. The bag's
 * lines are taken again from the catalogue (price, GST, stock, availability); the coupon, the minimum
 * order, the delivery radius and the payment are checked in the order a shopper can act on them.
 */
import type { ItemNames } from '../i18n/localise';
import type { Item } from '../tables/items';
import type { CartRules } from '../tables/store-fields';
import { walletOptions } from '../account/wallet';
import type { BagLine } from '../cart/bag-lines';
import type { Coupon } from '../cart/coupons';
import { describeMinimumShortfall } from '../cart/delivery';
import { calculateLineGst } from '../cart/gst';
import type { ManualItem } from '../cart/manual-items';
import { priceCart, type CartTotals } from '../cart/price-cart';
import { applyCatalogue } from '../cart/refresh';
import { isStockUntracked } from '../cart/stock';
import { formatMoney } from '../money';
import { deliversTo, notServiceable, notServiceableSaid } from './delivery-area';
import { redeemPoints, rewardOffer, type RewardOffer, type RewardRules } from './rewards';
import { itemName, said, type Said } from '../i18n/said';
import { codAllows, splitPayment, type CheckoutPayments, type PaymentMethod, type PaymentSplit } from './payment';

interface OrderLine {
  lineId: string;
  itemId: string;
  catId: string;
  name: string;
  variantLabel: string;
  image: string;
  /** the item's translated names, for showing the line in the shopper's language */
  names?: ItemNames;
  qty: number;
  unitPrice: number;
  gstPercent: number | null;
  gst: number;
  lineTotal: number;
  /** Tracked stock as the catalogue has it now; null when not tracked. */
  stockQty: number | null;
}

/** `say`: the sentence as a message id, for the shopper's language (domain/i18n/said.ts); `rsn` is its English. */
export interface Refusal {
  http: 400 | 404 | 409;
  code: string;
  rsn: string;
  field?: string;
  missing?: number;
  say: Said;
}

export interface QuoteInput {
  lines: readonly BagLine[];
  manual: readonly ManualItem[];
  couponCode: string | null;
  /** The coupon row for couponCode as D1 has it now, with this shopper's own use counted; null: gone. */
  coupon: Coupon | null;
  items: ReadonlyMap<string, Item>;
  disabledCatIds: readonly string[];
  rules: Partial<CartRules>;
  currency: string;
  now: number;
  distanceKm: number | null;
  payment?: { method: PaymentMethod; walletAmount?: number } | null;
  balances: { wallet: number; udhaar: number };
  /** the delivery address's PIN code, checked against the shop's serviceable PIN codes */
  pin?: string;
  /** the owner's UPI and COD rules for this shopper (defaults: COD only) */
  payments?: CheckoutPayments;
  /** the shopper's reward points now and how many they chose to spend (0 or absent: none) */
  rewards?: { balance: number; points?: number };
}

export interface Quote {
  lines: OrderLine[];
  manual: ManualItem[];
  totals: CartTotals;
  extras: { name: string; amount: number }[];
  itemsCount: number;
  split: PaymentSplit | null;
  /** points spent and their value (already taken off totals.total), and what checkout may offer; null: the shop takes no points */
  rewards: { points: number; value: number; offer: RewardOffer } | null;
  /** The first reason the order cannot be placed; null when it can. */
  problem: Refusal | null;
}

const refuse = (code: string, rsn: string, extra: Partial<Refusal> & { say: Said }): Refusal => ({
  http: 409,
  code,
  rsn,
  ...extra,
});

function lineProblem(before: readonly BagLine[], after: readonly BagLine[]): Refusal | null {
  for (const line of after) {
    const was = before.find((l) => l.id === line.id)!;
    if (line.status === 'unavailable' || line.status === 'deactivated') {
      return refuse('ITEM_UNAVAILABLE', `Sorry, ${line.name} is no longer available. Please remove it from your bag.`, {
        say: said('problem.checkout.itemGone', { item: itemName(line.name, line.names) }),
      });
    }
    if (line.status === 'out_of_stock')
      return refuse('OUT_OF_STOCK', `Sorry, ${line.name} is out of stock. Please remove it from your bag.`, {
        say: said('problem.checkout.outOfStock', { item: itemName(line.name, line.names) }),
      });
    if (line.qty < was.qty) {
      return refuse(
        'OUT_OF_STOCK',
        `Only ${line.qty} of ${line.name} ${line.qty === 1 ? 'is' : 'are'} left. Please change the quantity in your bag.`,
        { say: said('problem.checkout.fewerLeft', { item: itemName(line.name, line.names), count: line.qty }) },
      );
    }
  }
  return null;
}

function pay(input: QuoteInput, total: number): { split: PaymentSplit | null; problem: Refusal | null } {
  if (!input.payment) return { split: null, problem: null };
  const { method, walletAmount } = input.payment;
  const money = (p: number) => formatMoney(p, input.currency);
  const paise = (p: number) => ({ paise: p, currency: input.currency });
  const config = walletOptions(input.rules.WALLET_CONFIG);
  const r = splitPayment({
    method,
    total,
    config,
    walletBalance: input.balances.wallet,
    udhaarOwed: input.balances.udhaar,
    formatMoney: money,
    payments: input.payments,
  });
  if (!r.ok) return { split: null, problem: refuse(r.code, r.rsn, { field: 'payment_method', say: r.say }) };
  if (walletAmount === undefined) return { split: r.split, problem: null };
  if (method !== 'WALLET')
    return {
      split: null,
      problem: {
        http: 400,
        code: 'BAD_INPUT',
        rsn: 'wallet_amount is only for payment_method WALLET.',
        field: 'wallet_amount',
        say: said('problem.checkout.walletAmountOnlyWallet'),
      },
    };
  if (walletAmount > input.balances.wallet) {
    return {
      split: null,
      problem: refuse(
        'WALLET_SHORT',
        `Your wallet has only ${money(input.balances.wallet)}, not the ${money(walletAmount)} you chose to pay from it.`,
        {
          field: 'wallet_amount',
          say: said('problem.checkout.walletShort', {
            balance: paise(input.balances.wallet),
            amount: paise(walletAmount),
          }),
        },
      ),
    };
  }
  if (walletAmount > total)
    return {
      split: null,
      problem: refuse('WALLET_AMOUNT', `You can pay at most ${money(total)} from your wallet for this order.`, {
        field: 'wallet_amount',
        say: said('problem.checkout.walletAmount', { max: paise(total) }),
      }),
    };
  const cod = input.payments ? codAllows(input.payments, total - walletAmount, money) : { ok: true as const };
  if (!cod.ok) return { split: null, problem: refuse(cod.code, cod.rsn, { field: 'wallet_amount', say: cod.say }) };
  return {
    split: { method, fromWallet: walletAmount, toUdhaar: 0, byUpi: 0, cashDue: total - walletAmount },
    problem: null,
  };
}

export function quoteOrder(input: QuoteInput): Quote {
  const { rules, currency } = input;
  const ids = new Set(input.lines.map((l) => l.itemId));
  const fresh = applyCatalogue(input.lines, input.items, input.disabledCatIds, ids).lines;
  const gstOn = rules.GST ?? false;
  const lines: OrderLine[] = fresh
    .filter((l) => l.status === 'ok')
    .map((l) => {
      const stock = input.items.get(l.itemId)?.STOCK_QTY;
      return {
        lineId: l.id,
        itemId: l.itemId,
        catId: l.catId,
        name: l.name,
        ...(l.names ? { names: l.names } : {}),
        variantLabel: l.variantLabel,
        image: l.image,
        qty: l.qty,
        unitPrice: l.unitPrice,
        gstPercent: l.gstPercent,
        gst: gstOn ? calculateLineGst(l.unitPrice, l.gstPercent, l.qty) : 0,
        lineTotal: l.unitPrice * l.qty,
        stockQty: isStockUntracked(stock) ? null : stock,
      };
    });
  const priced = priceCart({
    lines: lines.map((l) => ({ unitPrice: l.unitPrice, gstPercent: l.gstPercent, qty: l.qty })),
    gstOn,
    rules,
    coupon: input.couponCode ? input.coupon : null,
    distanceKm: input.distanceKm,
    now: input.now,
    currency,
  });
  const extras = lines.length ? (rules.EXTRA_CHARGES ?? []).map((e) => ({ name: e.name, amount: e.amount })) : [];
  const itemsCount = [...lines, ...input.manual].reduce((n, l) => n + l.qty, 0);
  let problem: Refusal | null = null;
  if (input.lines.length === 0 && input.manual.length === 0)
    problem = refuse('EMPTY_BAG', 'Your bag is empty. Add something before you check out.', {
      say: said('problem.checkout.emptyBag'),
    });
  else problem = lineProblem(input.lines, fresh);
  if (!problem && input.couponCode && !input.coupon) {
    problem = refuse(
      'COUPON_UNKNOWN',
      `${input.couponCode} is no longer available. Remove it from your bag to continue.`,
      { say: said('problem.checkout.couponGone', { code: input.couponCode }) },
    );
  }
  if (!problem && priced.couponError) {
    const say = said('problem.checkout.removeCoupon', { reason: priced.couponError.say });
    problem = refuse(
      `COUPON_${priced.couponError.code}`,
      `${priced.couponError.rsn} Remove it from your bag to continue.`,
      { say },
    );
  }
  if (!problem && priced.minimumShortfall > 0) {
    problem = refuse(
      'BELOW_MINIMUM',
      describeMinimumShortfall(priced.minimumShortfall, rules.MINIMUM_CART_VALUE ?? 0, currency),
      {
        missing: priced.minimumShortfall,
        say: said('problem.checkout.belowMinimum', {
          missing: { paise: priced.minimumShortfall, currency },
          minimum: { paise: rules.MINIMUM_CART_VALUE ?? 0, currency },
        }),
      },
    );
  }
  if (!problem && input.pin !== undefined && !deliversTo(input.pin.replace(/\s+/g, ''), rules.SERVICEABLE_PINCODES)) {
    problem = refuse('NOT_SERVICEABLE', notServiceable(input.pin), {
      field: 'address_id',
      say: notServiceableSaid(input.pin),
    });
  }
  if (!problem && priced.deliveryError)
    problem = refuse('OUT_OF_RADIUS', priced.deliveryError.rsn, { field: 'address_id', say: priced.deliveryError.say });
  // points pay part of the total (after coupon, delivery and charges); the rest is paid the chosen way
  const rewardRules = rules.REWARDS as RewardRules | undefined;
  const offer = rewardOffer(rewardRules, input.rewards?.balance ?? 0, priced.totals.total);
  const redeemed = redeemPoints(
    rewardRules,
    input.rewards?.balance ?? 0,
    input.rewards?.points ?? 0,
    priced.totals.total,
    (p) => formatMoney(p, currency),
  );
  if (!problem && !redeemed.ok)
    problem = refuse(redeemed.code, redeemed.rsn, {
      field: 'reward_points',
      say: redeemed.say,
      ...(redeemed.code === 'BAD_POINTS' ? { http: 400 as const } : {}),
    });
  const spent = redeemed.ok ? redeemed : { points: 0, value: 0 };
  const totals = { ...priced.totals, total: priced.totals.total - spent.value };
  const payment = pay(input, totals.total);
  if (!problem) problem = payment.problem;
  const rewards = offer ? { points: spent.points, value: spent.value, offer } : null;
  return {
    lines,
    manual: [...input.manual],
    totals,
    extras,
    itemsCount,
    split: problem ? null : payment.split,
    rewards,
    problem,
  };
}
