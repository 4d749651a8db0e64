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
  ] as const)('%s -> %s by %s: %s', (from, to, actor, ok) => {
    const r = canTransition(from, to, actor);
    expect(r.ok).toBe(ok);
    if (!r.ok) expect(r.rsn).toMatch(/^[A-Z].+\.$/);
  });

  it.each([['CANCELLED', true], ['REJECTED', true], ['DELIVERED', false], ['ACCEPTED', false]] as const)('moving to %s refunds: %s', (to, refunds) => {
    expect(refundsOnTransition(to as OrderStatus)).toBe(refunds);
  });
});
