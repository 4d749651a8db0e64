import { describe, expect, it } from 'vitest';
import { categoryIdFromName, resolveCategoryCell } from '../../../src/domain/catalogue/category-names';
import { speak } from '../../../src/render/i18n';

describe('category ids made from names', () => {
  it.each([
    ['Dry Fruits', 'dry-fruits'],
    ['  Dry   Fruits  ', 'dry-fruits'],
    ['Atta & Flours', 'atta-flours'],
    ['Café Crème', 'cafe-creme'],
    ['सूखे मेवे', 'suukhe-meve'],
    ['चावल', 'chaaval'],
    ['அரிசி', 'arisi'],
    ['பருப்பு வகைகள்', 'paruppu-vakaikal'],
    ['Search', 'search-items'],
    ['!!!', ''],
    ['🍎🍌', ''],
  ])('%j -> %j', (name, id) => expect(categoryIdFromName(name)).toBe(id));

  it('is never longer than an id may be', () => {
    expect(categoryIdFromName('Masala '.repeat(30)).length).toBeLessThanOrEqual(60);
  });
});

describe('the CSV category column', () => {
  const known = [
    { id: 'staples', names: ['Staples', 'मुख्य सामान'] },
    { id: 'dry-fruits', names: ['Dried fruit'] },
  ];
  it.each([
    ['staples', { kind: 'existing', id: 'staples' }],
    ['Staples', { kind: 'existing', id: 'staples' }],
    ['  STAPLES ', { kind: 'existing', id: 'staples' }],
    ['मुख्य सामान', { kind: 'existing', id: 'staples' }],
    ['Dry Fruits', { kind: 'existing', id: 'dry-fruits' }],
    ['snacks', { kind: 'new', id: 'snacks', name: 'Snacks' }],
    ['Namkeen & Snacks', { kind: 'new', id: 'namkeen-snacks', name: 'Namkeen & Snacks' }],
    ['सूखे मेवे', { kind: 'new', id: 'suukhe-meve', name: 'सूखे मेवे' }],
    ['', { kind: 'bad' }],
    ['bag', { kind: 'bad' }],
    ['???', { kind: 'bad' }],
  ])('%j -> %j', (cell, outcome) => expect(resolveCategoryCell(cell, known)).toMatchObject(outcome));

  it.each(['', 'bag', '???', 'x'.repeat(121)])(
    'a bad cell %j says its English word for word as a message, and in Hindi and Tamil',
    (cell) => {
      const out = resolveCategoryCell(cell, known);
      if (out.kind !== 'bad') throw new Error(`expected bad, got ${out.kind}`);
      expect(speak('en', out.say)).toBe(out.rsn);
      expect(speak('hi', out.say)).toMatch(/[\u0900-\u097F]/);
      expect(speak('ta', out.say)).toMatch(/[\u0B80-\u0BFF]/);
    },
  );
});
