import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, normaliseQuantityInput, validateQuantity } from '../../../src/domain/cart/quantity';

describe('normaliseQuantityInput (quantity field resets to 1 when not a number or zero)', () => {
  it.each([
    ['a whole number', 3, 3],
    ['a digit string from an input box', '12', 12],
    ['a digit string with spaces', ' 4 ', 4],
    ['zero', 0, 1],
    ['the string "0"', '0', 1],
    ['a negative number', -2, 1],
    ['a fraction', 1.5, 1],
    ['NaN', Number.NaN, 1],
    ['Infinity', Number.POSITIVE_INFINITY, 1],
    ['an empty string', '', 1],
    ['text', 'abc', 1],
    ['a decimal string', '2.5', 1],
    ['a negative string', '-3', 1],
    ['null', null, 1],
    ['undefined', undefined, 1],
    ['an array', [2], 1],
    ['a boolean', true, 1],
  ])('%s (%j) becomes %i', (_name, input, expected) => {
    expect(normaliseQuantityInput(input)).toBe(expected);
  });
});

describe('validateQuantity (server side)', () => {
  it.each([1, 2, 50, MAX_LINE_QUANTITY])('accepts %i', (qty) => {
    expect(validateQuantity(qty)).toEqual({ ok: true, qty });
  });

  it.each([
    ['zero', 0, 'TOO_SMALL', 'The quantity must be at least 1.'],
    ['a negative number', -1, 'TOO_SMALL', 'The quantity must be at least 1.'],
    ['a fraction', 2.5, 'NOT_WHOLE', 'Please enter a whole number for the quantity.'],
    ['more than 999', 1000, 'TOO_LARGE', 'You can order at most 999 of an item at a time.'],
    ['a numeric string', '3', 'NOT_A_NUMBER', 'Please enter the quantity as a number.'],
    ['an array', [3], 'NOT_A_NUMBER', 'Please enter the quantity as a number.'],
    ['NaN', Number.NaN, 'NOT_A_NUMBER', 'Please enter the quantity as a number.'],
    ['Infinity', Number.POSITIVE_INFINITY, 'NOT_A_NUMBER', 'Please enter the quantity as a number.'],
    ['null', null, 'NOT_A_NUMBER', 'Please enter the quantity as a number.'],
    ['a boolean', true, 'NOT_A_NUMBER', 'Please enter the quantity as a number.'],
  ])('refuses %s with a readable reason', (_name, input, code, rsn) => {
    expect(validateQuantity(input)).toMatchObject({ ok: false, code, rsn });
  });

  it('honours a smaller limit and names it', () => {
    expect(validateQuantity(6, 5)).toMatchObject({
      ok: false,
      code: 'TOO_LARGE',
      rsn: 'You can order at most 5 of an item at a time.',
    });
    expect(validateQuantity(5, 5)).toEqual({ ok: true, qty: 5 });
  });
});
