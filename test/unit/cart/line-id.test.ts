import { describe, expect, it } from 'vitest';
import { buildLineId, parseLineId } from '../../../src/domain/cart/line-id';

describe('buildLineId', () => {
  it.each([
    ['an item with no variants', ['atta-10kg'], 'atta-10kg____'],
    ['a size', ['tee-01', 'XL'], 'tee-01__xl__'],
    ['a colour', ['tee-01', undefined, 'Black'], 'tee-01____black'],
    ['size and colour', ['tee-01', 'M', 'Navy Blue'], 'tee-01__m__navy%20blue'],
    ['untrimmed, mixed-case parts', ['tee-01', '  m ', ' NAVY   blue '], 'tee-01__m__navy%20blue'],
    ['null parts', ['tee-01', null, null], 'tee-01____'],
    ['underscores inside a part', ['tee-01', 'xl_tall', 'a__b'], 'tee-01__xl%5Ftall__a%5F%5Fb'],
  ] as const)('is deterministic for %s', (_name, args, id) => {
    const [itemId, size, color] = args as readonly [string, string?, string?];
    expect(buildLineId(itemId, size, color)).toBe(id);
  });

  it('puts the same item in the same size and colour on the same line', () => {
    expect(buildLineId('kurta', 'L', 'Red')).toBe(buildLineId('kurta', ' l', 'red '));
    expect(buildLineId('kurta', 'L', 'Red')).not.toBe(buildLineId('kurta', 'M', 'Red'));
    expect(buildLineId('kurta', 'L')).not.toBe(buildLineId('kurta', undefined, 'L'));
  });
});

describe('parseLineId', () => {
  it.each([
    ['atta-10kg', undefined, undefined, { itemId: 'atta-10kg', size: null, color: null }],
    ['tee-01', 'XL', undefined, { itemId: 'tee-01', size: 'xl', color: null }],
    ['tee-01', undefined, 'Black', { itemId: 'tee-01', size: null, color: 'black' }],
    ['tee-01', 'M', 'Navy Blue', { itemId: 'tee-01', size: 'm', color: 'navy blue' }],
    ['rice__basmati', '5 kg', 'n/a', { itemId: 'rice__basmati', size: '5 kg', color: 'n/a' }],
    ['odd_', 'x_l', '%', { itemId: 'odd_', size: 'x_l', color: '%' }],
  ])('reads back %s / %s / %s', (itemId, size, color, parsed) => {
    expect(parseLineId(buildLineId(itemId, size, color))).toEqual(parsed);
  });

  it.each([
    ['an empty string', ''],
    ['a bare item id', 'tee-01'],
    ['one separator only', 'tee-01__xl'],
    ['no item id', '__xl__red'],
    ['broken escapes', 'tee-01__%E0%A4__red'],
    ['a part that was not normalised', 'tee-01__XL__red'],
    ['a lone surrogate', 'x__\ud800__'],
    ['a lone surrogate in the item id', '\udc00tee__xl__red'],
  ])('rejects %s', (_name, id) => {
    expect(parseLineId(id)).toBeNull();
  });
});

describe('buildLineId and parseLineId together', () => {
  it.each([
    ['a', '', ''],
    ['a_', '', ''],
    ['a__', 's', ''],
    ['a___b', '', 'c'],
    ['x-1', '__', '_'],
  ])('round-trip %j / %j / %j', (itemId, size, color) => {
    expect(parseLineId(buildLineId(itemId, size, color))).toEqual({ itemId, size: size || null, color: color || null });
  });
});
