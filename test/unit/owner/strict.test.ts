import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyPatch, deepStrict, patchSchemaOf } from '../../../src/domain/owner/strict';
import { cartRulesSchema } from '../../../src/domain/tables/store-fields';
import { storeSchema } from '../../../src/domain/tables/stores';
import { itemSchema } from '../../../src/domain/tables/items';
import { describeIssue } from '../../../src/domain/owner/issues';

describe('deepStrict', () => {
  it('refuses unknown keys at every depth but keeps checks and defaults', () => {
    const strict = deepStrict(itemSchema);
    const ok = { ID: 'a', CAT_ID: 'b', ITEM_NAME: 'Atta', PRICE: 100 };
    expect(strict.parse(ok)).toEqual(itemSchema.parse(ok));
    expect(strict.safeParse({ ...ok, extra: 1 }).success).toBe(false);
    const nested = strict.safeParse({ ...ok, VARIANTS: { colors: [{ name: 'Red', hex: '#ff0000', shade: 'dark' }] } });
    expect(nested.success).toBe(false);
    expect(nested.error!.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      path: ['VARIANTS', 'colors', 0],
      keys: ['shade'],
    });
    expect(strict.safeParse({ ...ok, PRICE: -1 }).success).toBe(false);
  });

  it('leaves the shared schema as it was (still strips unknown keys)', () => {
    deepStrict(cartRulesSchema);
    expect(cartRulesSchema.parse({ GST: true, bogus: 1 })).not.toHaveProperty('bogus');
  });
});

describe('patchSchemaOf', () => {
  const patch = patchSchemaOf(cartRulesSchema, ['MINIMUM_CART_VALUE', 'GST', 'EXTRA_CHARGES']);

  it('fills in no defaults, so absent fields are left alone', () => {
    expect(patch.parse({ MINIMUM_CART_VALUE: 100 })).toEqual({ MINIMUM_CART_VALUE: 100 });
  });

  it('lets null clear an optional field but not one with a default', () => {
    expect(patch.parse({ MINIMUM_CART_VALUE: null })).toEqual({ MINIMUM_CART_VALUE: null });
    expect(patch.safeParse({ GST: null }).success).toBe(false);
  });

  it('refuses an empty body, unknown and unlisted fields', () => {
    expect(patch.safeParse({}).success).toBe(false);
    expect(patch.safeParse({ GST: true, DELIVERY_CHARGE: 1 }).success).toBe(false);
    expect(patch.safeParse({ EXTRA_CHARGES: [{ name: 'Packing', amount: 1, x: 1 }] }).success).toBe(false);
  });

  it('keeps nullable fields nullable (a hello bar can be set to null)', () => {
    const p = patchSchemaOf(storeSchema, ['HelloBar']);
    expect(p.parse({ HelloBar: null })).toEqual({ HelloBar: null });
  });
});

describe('applyPatch', () => {
  it('sets sent fields, removes fields sent as null, keeps the rest', () => {
    expect(applyPatch({ a: 1, b: 2, c: 3 }, { a: 9, b: null })).toEqual({ a: 9, c: 3 });
  });
  it('keeps null as a value for fields that are nullable', () => {
    expect(applyPatch({ a: 1 }, { a: null }, new Set(['a']))).toEqual({ a: null });
  });
});

describe('describeIssue', () => {
  const first = (schema: z.ZodType, value: unknown) => describeIssue(schema.safeParse(value).error!.issues[0] as never);

  it('names unknown fields with their path', () => {
    expect(first(z.strictObject({ a: z.strictObject({ b: z.number() }) }), { a: { b: 1, c: 2 } })).toEqual({
      rsn: 'Unknown field "a.c". Remove it and send only the documented fields.',
      code: 'UNKNOWN_FIELD',
      field: 'a.c',
      say: { id: 'problem.owner.unknownField', values: { field: 'a.c' } },
    });
  });

  it('points fields with their own endpoint there', () => {
    expect(first(z.strictObject({}), { THEME_ID_v2: 'berlin' }).rsn).toContain('/theme');
    expect(first(z.strictObject({}), { THEME_ID_v2: 'berlin' }).say.id).toBe('problem.owner.movedField');
  });

  it('says a missing field is required and reads other problems as sentences', () => {
    expect(first(z.strictObject({ name: z.string() }), {})).toEqual({
      rsn: 'name is required.',
      code: 'INVALID',
      field: 'name',
      say: { id: 'problem.owner.required', values: { field: 'name' } },
    });
    const tooLong = first(z.strictObject({ name: z.string().max(3) }), { name: 'abcd' });
    expect(tooLong.field).toBe('name');
    expect(tooLong.say).toEqual({ id: 'problem.owner.invalid', values: { field: 'name' } });
    expect(tooLong.rsn).toMatch(/^name: .+\.$/);
  });

  it('uses "body" when the whole body is wrong', () => {
    expect(first(z.strictObject({ a: z.number() }), []).field).toBe('body');
  });
});
