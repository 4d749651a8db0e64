import { describe, expect, it } from 'vitest';
import { countUnits, MAX_BAG_LINES, planAdd, planSetQty, unitsOfItem } from '../../../src/domain/cart/bag-lines';
import { DIFFERENT_CATALOGUE_RSN } from '../../../src/domain/cart/catalogue-rule';
import { facts, line } from './fixtures';

const opts = { onlySingle: false, now: 50 };

describe('planAdd', () => {
  it('makes a new line with the units asked for', () => {
    expect(planAdd([], facts(), 3, opts)).toEqual({
      ok: true,
      line: { ...facts(), qty: 3, status: 'ok', addedAt: 50 },
    });
  });

  it('adds units to the line the item already has, keeping when it was first added', () => {
    const plan = planAdd([line({ qty: 2, addedAt: 7 })], facts({ unitPrice: 12000 }), 3, opts);
    expect(plan).toMatchObject({ ok: true, line: { qty: 5, addedAt: 7, unitPrice: 12000 } });
  });

  it('refuses another category in a single-catalogue shop with status 100', () => {
    const plan = planAdd([line({ catId: 'rice' })], facts({ catId: 'flours' }), 1, { ...opts, onlySingle: true });
    expect(plan).toEqual({
      ok: false,
      status: 100,
      code: 'DIFFERENT_CATALOGUE',
      rsn: DIFFERENT_CATALOGUE_RSN,
      say: { id: 'problem.bag.differentCatalogue' },
    });
  });

  it('allows the same category in a single-catalogue shop, and any category otherwise', () => {
    expect(
      planAdd([line({ catId: 'flours', id: 'x', itemId: 'x' })], facts(), 1, { ...opts, onlySingle: true }).ok,
    ).toBe(true);
    expect(planAdd([line({ catId: 'rice', id: 'x', itemId: 'x' })], facts(), 1, opts).ok).toBe(true);
  });

  it.each([
    ['stock 5, none in the bag, adding 5', 5, [], 5, true],
    ['stock 5, none in the bag, adding 6', 5, [], 6, false],
    ['stock 5, 3 of another size in the bag, adding 2', 5, [line({ id: 'atta__m__', qty: 3 })], 2, true],
    ['stock 5, 3 of another size in the bag, adding 3', 5, [line({ id: 'atta__m__', qty: 3 })], 3, false],
    ['stock 0', 0, [], 1, false],
    ['stock not tracked (-1)', -1, [], 999, true],
  ] as const)("shares stock across an item's lines: %s", (_name, stockQty, lines, qty, ok) => {
    const plan = planAdd(lines, facts({ stockQty }), qty, opts);
    expect(plan.ok).toBe(ok);
    if (!plan.ok) expect(plan).toMatchObject({ status: 0, code: 'OUT_OF_STOCK' });
  });

  it('names how many are left when stock runs short', () => {
    const plan = planAdd([line({ qty: 3 })], facts({ stockQty: 4 }), 2, opts);
    expect(plan).toMatchObject({ ok: false, rsn: 'Only 1 more of Chakki Atta can be added.' });
  });

  it('caps a line at 999 units', () => {
    expect(planAdd([line({ qty: 990 })], facts(), 9, opts).ok).toBe(true);
    expect(planAdd([line({ qty: 990 })], facts(), 10, opts)).toMatchObject({ ok: false, code: 'TOO_MANY_UNITS' });
  });

  it(`holds at most ${MAX_BAG_LINES} different lines`, () => {
    const full = Array.from({ length: MAX_BAG_LINES }, (_, i) => line({ id: `i${i}____`, itemId: `i${i}` }));
    expect(planAdd(full, facts({ id: 'new____', itemId: 'new' }), 1, opts)).toMatchObject({
      ok: false,
      code: 'TOO_MANY_LINES',
    });
    expect(planAdd(full, facts({ id: 'i3____', itemId: 'i3' }), 1, opts).ok).toBe(true);
  });
});

describe('planSetQty', () => {
  const bag = [line({ qty: 2 }), line({ id: 'atta__m__', qty: 1 })];

  it('sets the quantity of a line', () => {
    expect(planSetQty(bag, 'atta____', 4, null)).toMatchObject({ ok: true, line: { id: 'atta____', qty: 4 } });
  });

  it("refuses more units than the stock left after the item's other lines", () => {
    expect(planSetQty(bag, 'atta____', 4, 5).ok).toBe(true);
    expect(planSetQty(bag, 'atta____', 5, 5)).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
  });

  it('always lets a quantity go down, even past the stock', () => {
    expect(planSetQty([line({ qty: 8 })], 'atta____', 7, 2)).toMatchObject({ ok: true, line: { qty: 7 } });
  });

  it('puts an out-of-stock line back once its quantity fits the stock', () => {
    const plan = planSetQty([line({ qty: 4, status: 'out_of_stock' })], 'atta____', 2, 3);
    expect(plan).toMatchObject({ ok: true, line: { qty: 2, status: 'ok', stockQty: 3 } });
  });

  it('refuses a line that is not in the bag', () => {
    expect(planSetQty(bag, 'rice____', 1, null)).toMatchObject({ ok: false, status: 0, code: 'UNKNOWN_LINE' });
  });
});

describe('counting', () => {
  it("counts an item's units across its lines", () => {
    expect(
      unitsOfItem([line({ qty: 2 }), line({ id: 'b', qty: 3 }), line({ id: 'c', itemId: 'rice', qty: 9 })], 'atta'),
    ).toBe(5);
    expect(unitsOfItem([line({ qty: 2 }), line({ id: 'b', qty: 3 })], 'atta', 'b')).toBe(2);
  });

  it('counts every unit in the bag, manual items included, for the badge', () => {
    expect(countUnits([{ qty: 2 }, { qty: 3 }], [{ qty: 4 }])).toBe(9);
    expect(countUnits([])).toBe(0);
  });
});
