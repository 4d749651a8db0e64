import { describe, expect, it } from 'vitest';
import {
  deliveryDistance,
  refundPlan,
  resellerCommission,
  rewardPointsFor,
} from '../../../src/domain/orders/after-order';
import { bagVersion } from '../../../src/domain/orders/bag-version';
import { isOrderId, newOrderId } from '../../../src/domain/orders/order-id';
import { placeBodySchema, placeFingerprint } from '../../../src/domain/orders/place-request';
import { requestFingerprint } from '../../../src/domain/orders/idempotency';

describe('order numbers', () => {
  it('carry the Indian date and six characters without look-alikes', () => {
    const id = newOrderId(Date.UTC(2026, 4, 13, 20, 0), (b) => b.fill(0));
    expect(id).toBe('260514-222222');
    expect(isOrderId(newOrderId(Date.now()))).toBe(true);
    for (const bad of ['260514-22222O', '260514-2222', '../etc', '', 42]) expect(isOrderId(bad)).toBe(false);
  });
});

describe('bag versions', () => {
  const bag = {
    lines: [
      { id: 'a', qty: 1, addedAt: 5 },
      { id: 'b', qty: 2, addedAt: 6 },
    ],
    manual: [],
    coupon: null,
  };
  it('are the same for the same bag in any order, and change with any change', () => {
    expect(bagVersion(bag)).toBe(bagVersion({ ...bag, lines: [...bag.lines].reverse() }));
    expect(bagVersion(bag)).not.toBe(bagVersion({ ...bag, lines: [bag.lines[0], { ...bag.lines[1], qty: 3 }] }));
    expect(bagVersion(bag)).not.toBe(bagVersion({ ...bag, coupon: 'TEN' }));
    expect(bagVersion(bag)).not.toBe(
      bagVersion({ ...bag, lines: bag.lines.map((l) => ({ ...l, addedAt: l.addedAt + 100 })) }),
    );
    expect(bagVersion(bag)).not.toBe(bagVersion({ ...bag, manual: [{ id: '1', qty: 1, name: 'Salt' }] }));
  });
});

describe('the place body', () => {
  it('accepts the contract fields and refuses bad ones with a sentence', () => {
    expect(
      placeBodySchema.parse({ sid: 'abc', address_id: 'a1', payment_method: 'COD', idempotency_key: 'k-1' }),
    ).toMatchObject({ payment_method: 'COD' });
    const bad = placeBodySchema.safeParse({ address_id: '', payment_method: 'CARD', wallet_amount: 1.5 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['address_id', 'payment_method', 'wallet_amount']);
  });
  it('fingerprints like requestFingerprint, plus a chosen wallet amount', () => {
    const req = { sid: 's', address_id: 'a', payment_method: 'WALLET' };
    expect(placeFingerprint(req)).toBe(requestFingerprint(req));
    expect(placeFingerprint({ ...req, wallet_amount: 100 })).not.toBe(placeFingerprint({ ...req, wallet_amount: 200 }));
  });
});

describe('after an order', () => {
  it.each([
    [0, 0],
    [9999, 0],
    [10000, 1],
    [78750, 7],
  ])('a total of %i paise earns %i points', (total, points) => expect(rewardPointsFor(total)).toBe(points));
  it.each([
    [78750, 5000, 15],
    [78750, 100, 787],
    [78750, 1_000_000, 0],
    [78750, 100_000, 0],
    // an earn rate that cannot be the shop's (below ₹1, not whole) falls back to ₹100 a point
    [78750, 0, 7],
    [78750, 99, 7],
    [78750, 150.5, 7],
  ])('a total of %i paise at one point per %i paise earns %i points', (total, earnPer, points) =>
    expect(rewardPointsFor(total, earnPer)).toBe(points),
  );
  it('pays a reseller 5% of the goods after discount', () => expect(resellerCommission(50000, 1000)).toBe(2450));
  it.each([
    [{ paidWallet: 3000, paidUdhaar: 0 }, 0, { wallet: 3000, udhaar: 0 }],
    [{ paidWallet: 0, paidUdhaar: 5000 }, 8000, { wallet: 0, udhaar: 5000 }],
    [{ paidWallet: 0, paidUdhaar: 5000 }, 3000, { wallet: 2000, udhaar: 3000 }],
    [{ paidWallet: 1000, paidUdhaar: 5000 }, 0, { wallet: 6000, udhaar: 0 }],
  ])('refunds %j with %i owed as %j', (paid, owed, plan) => expect(refundPlan(paid, owed)).toEqual(plan));
  it('measures delivery from the shop when it can, else uses the stored distance', () => {
    expect(deliveryDistance(2.5, 9)).toBe(2.5);
    expect(deliveryDistance(null, 9)).toBe(9);
    expect(deliveryDistance(null, null)).toBeNull();
  });
});
