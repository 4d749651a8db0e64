/**
 * Spending reward points at checkout (CART_RULES.REWARDS). The owner says what one point is worth
 * (`pointValue`, paise) and the most of an order points may pay (`maxShare`, percent of the total after the
 * coupon, delivery and charges). Points are spent whole; their value comes off the total before the rest is
 * paid (wallet, udhaar, UPI or cash). Pure: the quote, checkout's offer and placement use the same rule.
 */
import { said, type Said } from '../i18n/said';
import type { Result } from '../../core/result';

export interface RewardRules {
  enabled: boolean;
  /** paise one point is worth */
  pointValue: number;
  /** percent of an order points may pay, 1-100 */
  maxShare: number;
}

export interface RewardOffer {
  /** the shopper's points now */
  balance: number;
  /** the most points this order may take */
  maxPoints: number;
  pointValue: number;
}

export type Redemption = Result<
  { points: number; value: number },
  { code: 'REWARDS_OFF' | 'REWARDS_SHORT' | 'REWARDS_OVER_LIMIT' | 'BAD_POINTS'; rsn: string; say: Said }
>;

const usable = (rules: RewardRules | undefined): rules is RewardRules =>
  Boolean(rules?.enabled && rules.pointValue > 0 && rules.maxShare > 0);

/** What checkout may offer for this total; null when the shop does not let points be spent. */
export function rewardOffer(rules: RewardRules | undefined, balance: number, total: number): RewardOffer | null {
  if (!usable(rules)) return null;
  const cap = Math.floor((Math.max(0, total) * Math.min(100, rules.maxShare)) / 100);
  return {
    balance: Math.max(0, balance),
    maxPoints: Math.max(0, Math.min(balance, Math.floor(cap / rules.pointValue))),
    pointValue: rules.pointValue,
  };
}

/** Spending `points` on an order of `total`: their value, or why not. 0 points is spending none. */
export function redeemPoints(
  rules: RewardRules | undefined,
  balance: number,
  points: number,
  total: number,
  money: (paise: number) => string,
): Redemption {
  if (!Number.isSafeInteger(points) || points < 0)
    return {
      ok: false,
      code: 'BAD_POINTS',
      rsn: 'reward_points must be a whole number of points.',
      say: said('problem.rewards.badPoints'),
    };
  if (points === 0) return { ok: true, points: 0, value: 0 };
  const offer = rewardOffer(rules, balance, total);
  if (!offer)
    return {
      ok: false,
      code: 'REWARDS_OFF',
      rsn: 'This shop does not take reward points as payment.',
      say: said('problem.rewards.off'),
    };
  if (points > offer.balance)
    return {
      ok: false,
      code: 'REWARDS_SHORT',
      rsn: `You have ${offer.balance} points, not ${points}.`,
      say: said('problem.rewards.short', { balance: offer.balance, points }),
    };
  if (points > offer.maxPoints) {
    return {
      ok: false,
      code: 'REWARDS_OVER_LIMIT',
      rsn: `You can use at most ${offer.maxPoints} points (${money(offer.maxPoints * offer.pointValue)}) on this order.`,
      say: said('problem.rewards.overLimit', {
        max: offer.maxPoints,
        value: { paise: offer.maxPoints * offer.pointValue },
      }),
    };
  }
  return { ok: true, points, value: points * offer.pointValue };
}
