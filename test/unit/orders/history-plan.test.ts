import { describe, expect, it } from 'vitest';
import { checkHistoryRequest, checkHistoryShoppers, planHistory } from '../../../src/domain/orders/history-plan';

const DAY = 86_400_000;
/** 2026-11-28 15:30 in India */
const NOW = Date.UTC(2026, 10, 28, 10, 0);
const istHour = (t: number) => new Date(t + 330 * 60_000).getUTCHours();
const istDate = (t: number) => new Date(t + 330 * 60_000).toISOString().slice(0, 10);
const shoppers = [
  { phone: '9811022334', name: 'Meera' },
  { phone: '9000000007', name: 'Kavya' },
];

describe("a demo shop's generated past", () => {
  it.each([
    [1, 1, 1],
    [3, 4, 12],
    [365, 10, 3_650],
  ])(
    '%i days of %i orders make %i orders, oldest first, each day between 09:00 and 21:00 in India, none today',
    (days, perDay, count) => {
      const past = planHistory(NOW, { days, perDay }, shoppers);
      expect(past).toHaveLength(count);
      for (let i = 1; i < past.length; i++) expect(past[i].createdAt).toBeGreaterThan(past[i - 1].createdAt);
      expect(istDate(past[0].createdAt)).toBe(istDate(NOW - days * DAY));
      expect(istDate(past.at(-1)!.createdAt)).toBe(istDate(NOW - DAY));
      for (const o of past) {
        expect(istHour(o.createdAt)).toBeGreaterThanOrEqual(9);
        expect(istHour(o.createdAt)).toBeLessThan(21);
        expect(o.closedAt).toBeGreaterThan(o.createdAt);
      }
    },
  );

  it('shares the orders among the shoppers in turn and cancels one in twenty', () => {
    const past = planHistory(NOW, { days: 10, perDay: 10 }, shoppers);
    expect(past.filter((o) => o.phone === '9000000007')).toHaveLength(50);
    expect(past.filter((o) => o.status === 'CANCELLED')).toHaveLength(5);
    expect(planHistory(NOW, { days: 10, perDay: 10 }, [])).toEqual([]);
  });

  it.each([
    [{ days: 0, per_day: 1 }, 'days'],
    [{ days: 401, per_day: 1 }, 'days'],
    [{ days: 1.5, per_day: 1 }, 'days'],
    [{ days: '3', per_day: 1 }, 'days'],
    [{ days: 3, per_day: 0 }, 'per_day'],
    [{ days: 3, per_day: 201 }, 'per_day'],
    [{ days: 400, per_day: 101 }, 'per_day'],
    [null, 'days'],
  ])('refuses %j, naming %s', (body, field) => {
    const checked = checkHistoryRequest(body);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.field).toBe(field);
      expect(checked.rsn).toMatch(/^(days|per_day|days × per_day):/);
    }
  });

  it.each([
    [undefined, true],
    [[{ phone: '9811022334', name: 'Meera' }], true],
    [[], false],
    [[{ phone: '12345', name: 'x' }], false],
    [[{ phone: '9811022334', name: '' }], false],
    [[{ phone: '9811022334', name: 'a\ud800' }], false],
    [[{ phone: 9811022334, name: 'Meera' }], false],
    ['Meera', false],
  ])('shoppers %j accepted: %s', (value, ok) => {
    expect(checkHistoryShoppers(value).ok).toBe(ok);
  });
});
