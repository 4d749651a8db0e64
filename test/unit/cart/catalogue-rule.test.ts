import { describe, expect, it } from 'vitest';
import { checkSingleCatalogue } from '../../../src/domain/cart/catalogue-rule';

const refused = { ok: false, status: 100, rsn: 'The item you are trying to add is from different catalog.' };

describe('checkSingleCatalogue', () => {
  it.each([
    ['a shop without the rule, mixed bag', false, ['shirts', 'jeans'], 'shoes', { ok: true }],
    ['an empty bag', true, [], 'shirts', { ok: true }],
    ['a bag of the same catalogue', true, ['shirts', 'shirts'], 'shirts', { ok: true }],
    ['a bag of another catalogue', true, ['jeans'], 'shirts', refused],
    ['a bag holding the same and another catalogue', true, ['shirts', 'jeans'], 'shirts', refused],
  ])('%s', (_name, onlySingle, cartCatIds, newCatId, expected) => {
    expect(checkSingleCatalogue({ onlySingle, cartCatIds, newCatId })).toEqual(expected);
  });
});
