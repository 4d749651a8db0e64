import { describe, expect, it } from 'vitest';
import { canTransition, refundsOnTransition, type OrderStatus } from '../../../src/domain/orders/status';

describe('order state machine', () => {
  it.each([
    ['PLACED', 'CANCELLED', 'shopper', true],
    ['ACCEPTED', 'CANCELLED', 'shopper', false],
    ['PLACED', 'ACCEPTED', 'shopper', false],
    ['PLACED', 'ACCEPTED', 'owner', true],
    ['ACCEPTED', 'PACKED', 'owner', true],
    ['PACKED', 'SHIPPED', 'owner', true],
    ['SHIPPED', 'DELIVERED', 'owner', true],
    ['PLACED', 'SHIPPED', 'owner', false],
    ['PACKED', 'ACCEPTED', 'owner', false],
    ['SHIPPED', 'CANCELLED', 'owner', true],
    ['DELIVERED', 'CANCELLED', 'owner', false],
    ['PLACED', 'REJECTED', 'owner', true],
    ['ACCEPTED', 'REJECTED', 'owner', false],
    ['CANCELLED', 'ACCEPTED', 'owner', false],
    ['REJECTED', 'CANCELLED', 'owner', false],
    ['PLACED', 'PLACED', 'owner', false],
    // UPI: the shopper sends the UTR once, the owner confirms or sends it back, the deadline cancels
    ['AWAITING_PAYMENT', 'PAYMENT_SUBMITTED', 'shopper', true],
    ['PAYMENT_SUBMITTED', 'PAYMENT_SUBMITTED', 'shopper', false],
    ['PLACED', 'PAYMENT_SUBMITTED', 'shopper', false],
    ['AWAITING_PAYMENT', 'CANCELLED', 'shopper', true],
    ['PAYMENT_SUBMITTED', 'CANCELLED', 'shopper', true],
    ['AWAITING_PAYMENT', 'PLACED', 'shopper', false],
    ['PAYMENT_SUBMITTED', 'PLACED', 'owner', true],
    ['AWAITING_PAYMENT', 'PLACED', 'owner', true],
    ['PAYMENT_SUBMITTED', 'AWAITING_PAYMENT', 'owner', true],
    ['PAYMENT_SUBMITTED', 'ACCEPTED', 'owner', false],
    ['AWAITING_PAYMENT', 'REJECTED', 'owner', true],
    ['PLACED', 'AWAITING_PAYMENT', 'owner', false],
    ['AWAITING_PAYMENT', 'CANCELLED', 'system', true],
    ['PAYMENT_SUBMITTED', 'CANCELLED', 'system', false],
    ['PLACED', 'CANCELLED', 'system', false],
    ['AWAITING_PAYMENT', 'PLACED', 'system', true],
    ['PAYMENT_SUBMITTED', 'PLACED', 'system', true],
    ['PLACED', 'ACCEPTED', 'system', false],
    // a refused delivery comes back
    ['SHIPPED', 'RETURNED', 'owner', true],
    ['PACKED', 'RETURNED', 'owner', false],
    ['RETURNED', 'DELIVERED', 'owner', false],
    ['SHIPPED', 'RETURNED', 'shopper', false],
  ] as const)('%s -> %s by %s: %s', (from, to, actor, ok) => {
    const r = canTransition(from, to, actor);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.rsn).toMatch(/^[A-Z].+\.$/);
  });

  it.each([
    ['CANCELLED', true],
    ['REJECTED', true],
    ['RETURNED', true],
    ['DELIVERED', false],
    ['ACCEPTED', false],
    ['PLACED', false],
  ] as const)('moving to %s refunds: %s', (to, refunds) => {
    expect(refundsOnTransition(to as OrderStatus)).toBe(refunds);
  });
});
