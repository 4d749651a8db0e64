import { describe, expect, it } from 'vitest';
import { redeemPoints, rewardOffer, type RewardRules } from '../../../src/domain/orders/rewards';

const money = (p: number) => `₹${p / 100}`;
const RULES: RewardRules = { enabled: true, pointValue: 100, maxShare: 50 };

describe('reward points as payment', () => {
  it.each([
    // rules, balance, total, offer
    [RULES, 300, 31000, { balance: 300, maxPoints: 155, pointValue: 100 }],
    [RULES, 100, 31000, { balance: 100, maxPoints: 100, pointValue: 100 }],
    [RULES, 300, 199, { balance: 300, maxPoints: 0, pointValue: 100 }],
    [{ ...RULES, maxShare: 100 }, 1000, 31000, { balance: 1000, maxPoints: 310, pointValue: 100 }],
    [{ ...RULES, pointValue: 25 }, 1000, 10000, { balance: 1000, maxPoints: 200, pointValue: 25 }],
    [RULES, 0, 31000, { balance: 0, maxPoints: 0, pointValue: 100 }],
    [{ ...RULES, enabled: false }, 300, 31000, null],
    [undefined, 300, 31000, null],
  ] as const)('%j with %i points on ₹%i paise: %j', (rules, balance, total, offer) => {
    expect(rewardOffer(rules as RewardRules | undefined, balance, total)).toEqual(offer);
  });

  it.each([
    // points asked, balance, total, outcome
    [0, 300, 31000, { ok: true, points: 0, value: 0 }],
    [150, 300, 31000, { ok: true, points: 150, value: 15000 }],
    [155, 300, 31000, { ok: true, points: 155, value: 15500 }],
    [156, 300, 31000, 'REWARDS_OVER_LIMIT'],
    [301, 300, 100000, 'REWARDS_SHORT'],
    [-1, 300, 31000, 'BAD_POINTS'],
    [1.5, 300, 31000, 'BAD_POINTS'],
  ] as const)('spending %i of %i points on %i paise: %j', (points, balance, total, outcome) => {
    const r = redeemPoints(RULES, balance, points, total, money);
    if (typeof outcome === 'string') {
      expect(r).toMatchObject({ ok: false, code: outcome });
      expect((r as { rsn: string }).rsn.length).toBeGreaterThan(10);
    } else expect(r).toEqual(outcome);
  });

  it('a shop that takes no points refuses any, and spending none is always fine', () => {
    expect(redeemPoints(undefined, 500, 10, 10000, money)).toMatchObject({ ok: false, code: 'REWARDS_OFF' });
    expect(redeemPoints(undefined, 0, 0, 10000, money)).toEqual({ ok: true, points: 0, value: 0 });
  });

  it('never pays more than the share of the order the owner allows', () => {
    for (const total of [1, 99, 100, 101, 12345, 999999]) {
      for (const maxShare of [1, 10, 33, 50, 100]) {
        const offer = rewardOffer({ ...RULES, maxShare }, 1e6, total)!;
        expect(offer.maxPoints * offer.pointValue).toBeLessThanOrEqual(Math.floor((total * maxShare) / 100));
      }
    }
  });
});
