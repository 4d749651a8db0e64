import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetShopVersion,
  KNOWN_VERSION_MS,
  knownShopVersion,
  noteShopVersion,
} from '../../src/data/known-shop-versions';

const T = 1_800_000_000_000;
let shop = 0;
let S = '';
beforeEach(() => {
  S = `shop-${++shop}`;
});

describe('the shop versions an isolate knows for a moment', () => {
  it.each([
    ['just read', 0, 5],
    ['read a moment ago', KNOWN_VERSION_MS - 1, 5],
    ['read a second ago: read KV again', KNOWN_VERSION_MS, null],
    ['read long ago', 60_000, null],
  ])('%s', (_, age, expected) => {
    noteShopVersion(S, 5, T);
    expect(knownShopVersion(S, T + age)).toBe(expected);
  });

  it('knows nothing of a shop it never read', () => {
    expect(knownShopVersion(S, T)).toBeNull();
  });

  it('keeps each shop apart', () => {
    noteShopVersion(S, 5, T);
    noteShopVersion(`${S}-other`, 9, T);
    expect(knownShopVersion(S, T)).toBe(5);
    expect(knownShopVersion(`${S}-other`, T)).toBe(9);
  });

  it('a later note wins: a change this isolate made, then a read that started after it', () => {
    noteShopVersion(S, 5, T);
    noteShopVersion(S, 7, T + 10);
    expect(knownShopVersion(S, T + 10)).toBe(7);
    noteShopVersion(S, 8, T + 20);
    expect(knownShopVersion(S, T + 20)).toBe(8);
  });

  it('a slow read that started before a change cannot put the version from before it back', () => {
    noteShopVersion(S, 7, T + 10);
    noteShopVersion(S, 5, T + 5);
    expect(knownShopVersion(S, T + 20)).toBe(7);
  });

  it('a forgotten shop is read again, and a read that started before the forgetting is not taken', () => {
    noteShopVersion(S, 5, T);
    forgetShopVersion(S, T + 10);
    expect(knownShopVersion(S, T + 10)).toBeNull();
    noteShopVersion(S, 5, T + 5);
    expect(knownShopVersion(S, T + 11)).toBeNull();
    noteShopVersion(S, 6, T + 12);
    expect(knownShopVersion(S, T + 12)).toBe(6);
  });
});
