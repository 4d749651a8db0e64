import { describe, expect, it } from 'vitest';
import {
  canAddUnits,
  describeStockShortfall,
  isInStock,
  isStockUntracked,
  maxAddable,
} from '../../../src/domain/cart/stock';

describe.each([null, undefined, -1])('when stock is not tracked (%s)', (stock) => {
  it('is always in stock', () => {
    expect(isStockUntracked(stock)).toBe(true);
    expect(isInStock(stock, 0)).toBe(true);
    expect(isInStock(stock, 1_000_000)).toBe(true);
  });
  it('lets any number of units be added', () => {
    expect(canAddUnits(stock, 500, 499)).toBe(true);
    expect(maxAddable(stock, 10)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('isInStock (in stock while stock is greater than the amount requested)', () => {
  it.each([
    [5, 0, true],
    [5, 4, true],
    [5, 5, false],
    [5, 6, false],
    [0, 0, false],
    [1, 0, true],
  ])('stock %i with %i requested: %s', (stock, requested, expected) => {
    expect(isInStock(stock, requested)).toBe(expected);
  });

  it('treats stock 0 as tracked and sold out', () => {
    expect(isStockUntracked(0)).toBe(false);
    expect(isInStock(0)).toBe(false);
  });
});

describe('canAddUnits (total requested after adding must not exceed stock)', () => {
  it.each([
    [5, 0, 5, true],
    [5, 4, 1, true],
    [5, 5, 1, false],
    [5, 3, 3, false],
    [0, 0, 1, false],
    [10, 2, 8, true],
  ])('stock %i, %i already in the bag, adding %i: %s', (stock, already, adding, expected) => {
    expect(canAddUnits(stock, already, adding)).toBe(expected);
  });
});

describe('maxAddable', () => {
  it.each([
    [5, 0, 5],
    [5, 3, 2],
    [5, 5, 0],
    [5, 7, 0],
    [0, 0, 0],
  ])('stock %i with %i requested leaves %i', (stock, requested, left) => {
    expect(maxAddable(stock, requested)).toBe(left);
  });
});

describe('describeStockShortfall', () => {
  it.each([
    [0, 0, 'Sorry, Basmati Rice 5 kg is out of stock.'],
    [3, 3, 'You already have all the available Basmati Rice 5 kg in your bag.'],
    [5, 3, 'Only 2 more of Basmati Rice 5 kg can be added.'],
  ])('stock %i, %i in the bag: "%s"', (stock, already, sentence) => {
    expect(describeStockShortfall('Basmati Rice 5 kg', stock, already)).toBe(sentence);
  });
});
