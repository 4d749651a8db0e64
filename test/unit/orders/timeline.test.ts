import { describe, expect, it } from 'vitest';
import { nextStepText, orderTimeline, type StatusTimes } from '../../../src/domain/orders/timeline';

const times = (over: Partial<StatusTimes>): StatusTimes => ({
  status: 'PLACED',
  created_at: 1,
  accepted_at: null,
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  rejected_at: null,
  ...over,
});

describe('the tracking timeline', () => {
  it('shows the whole path with the current step and what is still to come', () => {
    expect(
      orderTimeline(times({ status: 'PACKED', accepted_at: 2, packed_at: 3 })).map((s) => [s.status, s.state, s.at]),
    ).toEqual([
      ['PLACED', 'done', 1],
      ['ACCEPTED', 'done', 2],
      ['PACKED', 'current', 3],
      ['SHIPPED', 'todo', null],
      ['DELIVERED', 'todo', null],
    ]);
  });
  it('marks a delivered order done all the way', () => {
    const t = orderTimeline(
      times({ status: 'DELIVERED', accepted_at: 2, packed_at: 3, shipped_at: 4, delivered_at: 5 }),
    );
    expect(t.every((s) => s.state === 'done')).toBe(true);
  });
  it('stops a cancelled order where it was cancelled, leaving out what never happened', () => {
    expect(
      orderTimeline(times({ status: 'CANCELLED', accepted_at: 2, cancelled_at: 9 })).map((s) => [
        s.status,
        s.state,
        s.at,
      ]),
    ).toEqual([
      ['PLACED', 'done', 1],
      ['ACCEPTED', 'done', 2],
      ['CANCELLED', 'stopped', 9],
    ]);
    expect(orderTimeline(times({ status: 'REJECTED', rejected_at: 4 })).map((s) => s.label)).toEqual([
      'Order placed',
      'Declined by the shop',
    ]);
  });
  it('says what happens next in a sentence', () => {
    expect(nextStepText('PLACED', 'Dilli Kirana')).toMatch(/^Dilli Kirana has your order.*cancel it until then\.$/);
    expect(nextStepText('REJECTED', 'Dilli Kirana')).toMatch(/returned\.$/);
  });
});
