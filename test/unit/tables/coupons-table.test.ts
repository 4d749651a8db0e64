import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COUPONS } from '../../../src/domain/tables/coupons';
import { cellOf, defineTable } from '../../../src/domain/tables/table';
import { cellsOfRow, readOnlyFields, writableShape } from '../../../src/domain/tables/records';
import { RESOURCES } from '../../../src/app/owner/content-specs';

/** The coupons table's descriptor: the owner's coupon, its request bodies and the storefront's coupon all come from it. */

const coupons = RESOURCES.find((r) => r.path === 'coupons')!;
const created = (body: Record<string, unknown>) => coupons.create.parse(body);

/** A row as SQLite hands it back after the owner's INSERT (its read-only counter at the table's default). */
function stored(rec: Record<string, unknown>, usedCount = 0): Record<string, unknown> {
  const row: Record<string, unknown> = { used_count: usedCount };
  for (const [api, c] of Object.entries(COUPONS.columns)) if (!('readOnly' in c)) row[c.column] = cellOf(rec[api]);
  return row;
}

describe('the coupons descriptor', () => {
  it.each([
    [
      'the owner reads every column',
      COUPONS.select(),
      'code, type, value, description, min_cart_value, max_discount, valid_from, valid_to, usage_limit, per_user_limit, is_active, is_visible, position, used_count, i18n',
    ],
    [
      'the bag and the offers read no owner-only column',
      COUPONS.select('', 'storefront'),
      'code, type, value, description, min_cart_value, max_discount, valid_from, valid_to, usage_limit, per_user_limit, used_count, i18n',
    ],
  ])('%s', (_, select, expected) => expect(select).toBe(expected));

  it('lets a request write everything but the redemption counter, in the API order', () => {
    expect(Object.keys(writableShape(COUPONS))).toEqual([
      'code',
      'type',
      'value',
      'description',
      'minCartValue',
      'maxDiscount',
      'validFrom',
      'validTo',
      'usageLimit',
      'perUserLimit',
      'isActive',
      'isVisible',
      'position',
      'I18N',
    ]);
    expect(readOnlyFields(COUPONS)).toEqual(['usedCount']);
  });

  it('lets a patch change neither the code nor the counter', () => {
    expect(COUPONS.patchable).not.toContain('code');
    expect(COUPONS.patchable).not.toContain('usedCount');
    expect(Object.keys(z.object(writableShape(COUPONS)).shape).filter((k) => k !== 'code')).toEqual(COUPONS.patchable);
  });

  it.each([
    ['the least a coupon has', { code: 'flat50', type: 'FLAT', value: 5000 }],
    [
      'every field set',
      {
        code: 'DIWALI',
        type: 'PERCENT',
        value: 12.5,
        description: '12.5% off',
        minCartValue: 99900,
        maxDiscount: 20000,
        validFrom: 1,
        validTo: 2,
        usageLimit: 100,
        perUserLimit: 1,
        isActive: false,
        isVisible: false,
        position: 3,
        I18N: { hi: { description: '12.5% की छूट' } },
      },
    ],
  ])('reads back what it stored: %s', (_, body) => {
    const rec = created(body);
    expect(cellsOfRow(COUPONS, stored(rec, 7))).toEqual({ ...rec, usedCount: 7 });
  });

  it.each([
    [
      'NULL limits and dates stay "not set"',
      { min_cart_value: null, valid_to: null, per_user_limit: null },
      { minCartValue: null, validTo: null, perUserLimit: null },
    ],
    ['0/1 cells are booleans', { is_active: 0, is_visible: 1 }, { isActive: false, isVisible: true }],
    ['a broken translations cell is no translation', { i18n: '{' }, { I18N: {} }],
    ['an empty translations cell is no translation', { i18n: '' }, { I18N: {} }],
    [
      'a row the create rules would refuse is still read as stored',
      { code: 'x', value: 99999999.5 },
      { code: 'x', value: 99999999.5 },
    ],
  ])('reads rows: %s', (_, cells, expected) => {
    expect(
      cellsOfRow(COUPONS, { ...stored(created({ code: 'FLAT50', type: 'FLAT', value: 5000 })), ...cells }),
    ).toMatchObject(expected);
  });

  it('gives the storefront the coupon without the owner-only fields', () => {
    const row = stored(
      created({
        code: 'FLAT50',
        type: 'FLAT',
        value: 5000,
        minCartValue: 49900,
        I18N: { ta: { description: 'தள்ளுபடி' } },
      }),
      2,
    );
    expect(cellsOfRow(COUPONS, row, 'storefront')).toEqual({
      code: 'FLAT50',
      type: 'FLAT',
      value: 5000,
      description: '',
      minCartValue: 49900,
      maxDiscount: null,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      perUserLimit: null,
      usedCount: 2,
      I18N: { ta: { description: 'தள்ளுபடி' } },
    });
  });
});

describe("the owner API's coupon body, built from the descriptor", () => {
  it.each([
    ['an unknown field', { code: 'FLAT50', type: 'FLAT', value: 5000, colour: 'red' }],
    ['the read-only counter', { code: 'FLAT50', type: 'FLAT', value: 5000, usedCount: 3 }],
    ['a code too short', { code: 'AB', type: 'FLAT', value: 5000 }],
    ['a percentage over 100', { code: 'HALF', type: 'PERCENT', value: 101 }],
    ['a FLAT value in part paise', { code: 'HALF', type: 'FLAT', value: 10.5 }],
    ['dates the wrong way round', { code: 'HALF', type: 'FLAT', value: 100, validFrom: 10, validTo: 5 }],
  ])('refuses %s', (_, body) => expect(coupons.create.safeParse(body).success).toBe(false));

  it('stores the code upper case and fills the defaults', () => {
    expect(created({ code: ' flat50 ', type: 'FLAT', value: 5000 })).toEqual({
      code: 'FLAT50',
      type: 'FLAT',
      value: 5000,
      description: '',
      minCartValue: null,
      maxDiscount: null,
      validFrom: null,
      validTo: null,
      usageLimit: null,
      perUserLimit: null,
      isActive: true,
      isVisible: true,
      position: 0,
      I18N: {},
    });
  });

  it.each([
    [{ isActive: false }, true],
    [{ code: 'OTHER' }, false],
    [{ usedCount: 0 }, false],
    [{}, false],
  ])('a patch %j is accepted: %s', (body, ok) => expect(coupons.patch.safeParse(body).success).toBe(ok));
});

describe('a new coupon column is one descriptor line', () => {
  // followed on a copy of the descriptor: FIRST_ORDER_ONLY, a coupon only a shopper's first order may use
  const withFirstOrder = defineTable('coupons', {
    ...COUPONS.columns,
    firstOrderOnly: {
      column: 'first_order_only',
      sql: 'INTEGER NOT NULL DEFAULT 0',
      schema: z.boolean().default(false),
      cell: 'bool',
    },
  });

  it("reaches the owner's select, the request body, the patch and both readers", () => {
    expect(withFirstOrder.select()).toMatch(/, first_order_only$/);
    expect(withFirstOrder.select('', 'storefront')).toMatch(/, first_order_only$/);
    expect(
      z.strictObject(writableShape(withFirstOrder)).parse({ code: 'NEW1', type: 'FLAT', value: 100 }).firstOrderOnly,
    ).toBe(false);
    expect(withFirstOrder.patchable).toContain('firstOrderOnly');
    const row = { ...stored(created({ code: 'NEW1', type: 'FLAT', value: 100 })), first_order_only: 1 };
    expect(cellsOfRow(withFirstOrder, row).firstOrderOnly).toBe(true);
    expect(cellsOfRow(withFirstOrder, row, 'storefront').firstOrderOnly).toBe(true);
  });
});
