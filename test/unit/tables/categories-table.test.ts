import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/domain/tables/categories';
import { categorySchema, type Category } from '../../../src/domain/tables/categories';
import { categoryFromRow } from '../../../src/data/shop/rows';
import { categoryPatch } from '../../../src/app/owner/schemas/catalogue';

/** The categories table's descriptor: the row reader, the INSERT, the patch and the import columns, as the hand lists had them. */

const category = (over: Partial<Category> = {}): Category =>
  categorySchema.parse({ CAT_ID: 'dry-fruits', CAT_NAME: 'Dry Fruits', ...over });

/** A row as SQLite hands it back after the descriptor's INSERT. */
function stored(c: Category): Record<string, unknown> {
  const { names, cells } = CATEGORIES.insertCells(c);
  return Object.fromEntries(names.map((n, k) => [n, cells[k]]));
}

const API_ORDER = [
  'CAT_ID',
  'CAT_NAME',
  'CAT_DESC',
  'CAT_IMAGE',
  'POSITION',
  'IS_DISABLED',
  'IS_EXPANDED',
  'ON_HOME',
  'I18N',
];

describe('the categories descriptor', () => {
  it('is the API schema every caller imports as categorySchema', () => expect(categorySchema).toBe(CATEGORIES.schema));

  it('gives the API its field order', () => expect(Object.keys(category())).toEqual(API_ORDER));

  // the catalogue import's UPDATE/INSERT (src/data/shop/owner-import.ts) finds an existing row by the first column
  it("maps every field to the column the import's hand-kept map named, the id first", () => {
    expect(Object.entries(CATEGORIES.columnOf)).toEqual([
      ['CAT_ID', 'id'],
      ['CAT_NAME', 'name'],
      ['CAT_DESC', 'description'],
      ['CAT_IMAGE', 'image'],
      ['POSITION', 'position'],
      ['IS_DISABLED', 'is_disabled'],
      ['IS_EXPANDED', 'is_expanded'],
      ['ON_HOME', 'on_home'],
      ['I18N', 'i18n'],
    ]);
  });

  it('lets a patch set every field but the id, in the API order', () => {
    expect(CATEGORIES.patchable).toEqual(API_ORDER.slice(1));
  });

  it('selects every column once', () => {
    expect(CATEGORIES.select('c')).toBe(
      'c.id, c.name, c.description, c.image, c.position, c.is_disabled, c.is_expanded, c.on_home, c.i18n',
    );
  });

  it('inserts every column once, its cells as the hand-written INSERT bound them', () => {
    const c = category({ CAT_DESC: 'Kaju, badam', POSITION: 3, IS_EXPANDED: true, I18N: { hi: { CAT_NAME: 'मेवे' } } });
    expect(stored(c)).toEqual({
      id: 'dry-fruits',
      name: 'Dry Fruits',
      description: 'Kaju, badam',
      image: '',
      position: 3,
      is_disabled: 0,
      is_expanded: 1,
      on_home: 1,
      i18n: '{"hi":{"CAT_NAME":"मेवे"}}',
    });
  });

  it.each([
    ['the least a category has', category()],
    [
      'every field set',
      category({
        CAT_DESC: 'W320',
        CAT_IMAGE: '/media/s/p1',
        POSITION: -2,
        IS_DISABLED: true,
        IS_EXPANDED: true,
        ON_HOME: false,
        I18N: { ta: { CAT_DESC: 'முந்திரி' } },
      }),
    ],
  ])('reads back what it stored: %s', (_, c) => expect(categoryFromRow(stored(c))).toEqual(c));

  it.each([
    ['a row from before the translations has none', { i18n: undefined }, { I18N: {} }],
    ['a broken JSON cell falls back to the default', { i18n: '{' }, { I18N: {} }],
    ['0/1 cells are booleans', { is_disabled: 1, on_home: 0 }, { IS_DISABLED: true, ON_HOME: false }],
    ["the owner's list adds its item count beside the columns: not a field", { item_count: 4 }, {}],
  ])('reads rows: %s', (_, cells, expected) => {
    const read = categoryFromRow({ ...stored(category()), ...cells });
    expect(read).toMatchObject(expected);
    expect(Object.keys(read)).toEqual(API_ORDER);
  });

  it('refuses a row the schema refuses (a position that is not whole)', () => {
    expect(() => categoryFromRow({ ...stored(category()), position: 1.5 })).toThrow();
  });
});

describe("the owner's category patch", () => {
  it.each([
    [{ IS_DISABLED: true }, true],
    [{ CAT_NAME: ' Mewa ', ON_HOME: false, I18N: { hi: { CAT_NAME: 'मेवा' } } }, true],
    [{ CAT_ID: 'nuts' }, false],
    [{}, false],
    [{ POSITION: 'first' }, false],
  ])('%j: accepted %s', (body, ok) => expect(categoryPatch.safeParse(body).success).toBe(ok));
});
