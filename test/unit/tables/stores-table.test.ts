import { describe, expect, it } from 'vitest';
import { STORES } from '../../../src/domain/tables/stores';
import { storeSchema, type Store } from '../../../src/domain/tables/stores';
import { storeFromRow } from '../../../src/data/shop/rows';

/** The stores table's descriptor: the settings row's reader, its columns and its schema, as the hand lists had them. */

const store = (over: Partial<Store> = {}): Store =>
  storeSchema.parse({ id: 'dilli-kirana', STORE_NAME: 'Dilli Kirana', ...over });

/** A row as SQLite hands it back after the descriptor's cells were written. */
function stored(s: Store): Record<string, unknown> {
  const { names, cells } = STORES.insertCells(s);
  return Object.fromEntries(names.map((n, k) => [n, cells[k]]));
}

/** A shop as `INSERT INTO stores (id, name, updated_at)` leaves it: every other column at its SQL default. */
const freshRow = {
  id: 'dilli-kirana',
  name: 'Dilli Kirana',
  description: '',
  image: '',
  cust_care: '',
  currency: 'INR',
  theme_id: 'default',
  default_color: '#0f766e',
  login_mandate: 0,
  is_grid_view: 1,
  enable_wa_support: 0,
  is_store_reported: 0,
  report_text: '',
  owner_name: '',
  validated_phone: '',
  custom_texts: '{}',
  hello_bar: null,
  pixels: '{}',
  cart_rules: '{}',
  about: '{}',
  working_hours: '[]',
  updated_at: 0,
  language: 'en',
  languages: '["en"]',
  i18n: '{}',
};

const API_ORDER = [
  'id',
  'STORE_NAME',
  'STORE_DESC',
  'STORE_IMAGE',
  'CUST_CARE',
  'CURRENCY',
  'LOGIN_MANDATE',
  'DEFAULT_COLOR',
  'CUSTOM_TEXTS',
  'IS_GRID_VIEW',
  'THEME_ID_v2',
  'REPORT_TEXT',
  'OWNER_NAME',
  'VALIDATED_PHONE',
  'ENABLE_WA_SUPPORT',
  'IS_STORE_REPORTED',
  'HelloBar',
  'PIXELS',
  'CART_RULES',
  'ABOUT',
  'WORKING_HOURS',
  'LANGUAGE',
  'LANGUAGES',
  'I18N',
];

describe('the stores descriptor', () => {
  it('is the API schema every caller imports as storeSchema', () => expect(storeSchema).toBe(STORES.schema));

  it('gives the API its field order', () => expect(Object.keys(store())).toEqual(API_ORDER));

  it('selects every column once, in the API order', () => {
    expect(STORES.select()).toBe(
      'id, name, description, image, cust_care, currency, login_mandate, default_color, custom_texts, is_grid_view, theme_id, report_text, ' +
        'owner_name, validated_phone, enable_wa_support, is_store_reported, hello_bar, pixels, cart_rules, about, working_hours, language, languages, i18n',
    );
  });

  // the owner's changed-columns UPDATE (src/data/shop/owner-store.ts) walks these: every field but the id
  it('lets a change write every field but the id, each to the column the hand-kept map named', () => {
    expect(Object.fromEntries(STORES.patchable.map((f) => [f, STORES.columnOf[f]]))).toEqual({
      STORE_NAME: 'name',
      STORE_DESC: 'description',
      STORE_IMAGE: 'image',
      CUST_CARE: 'cust_care',
      CURRENCY: 'currency',
      LOGIN_MANDATE: 'login_mandate',
      DEFAULT_COLOR: 'default_color',
      CUSTOM_TEXTS: 'custom_texts',
      IS_GRID_VIEW: 'is_grid_view',
      THEME_ID_v2: 'theme_id',
      REPORT_TEXT: 'report_text',
      OWNER_NAME: 'owner_name',
      VALIDATED_PHONE: 'validated_phone',
      ENABLE_WA_SUPPORT: 'enable_wa_support',
      IS_STORE_REPORTED: 'is_store_reported',
      HelloBar: 'hello_bar',
      PIXELS: 'pixels',
      CART_RULES: 'cart_rules',
      ABOUT: 'about',
      WORKING_HOURS: 'working_hours',
      LANGUAGE: 'language',
      LANGUAGES: 'languages',
      I18N: 'i18n',
    });
    expect(STORES.patchable).toEqual(API_ORDER.slice(1));
  });

  it.each([
    ['a text', { STORE_NAME: 'Noir' }, 'name', 'Noir'],
    ['a 0/1 flag, set', { LOGIN_MANDATE: true }, 'login_mandate', 1],
    ['a 0/1 flag, cleared', { IS_GRID_VIEW: false }, 'is_grid_view', 0],
    [
      'a JSON object',
      { PIXELS: { G_TAG: { analyticsPropertyID: 'G-AB12CD34EF' } } },
      'pixels',
      '{"G_TAG":{"analyticsPropertyID":"G-AB12CD34EF"}}',
    ],
    ['a JSON list', { LANGUAGES: ['en', 'hi'] as Store['LANGUAGES'] }, 'languages', '["en","hi"]'],
    ['no hello bar (NULL)', { HelloBar: null }, 'hello_bar', null],
    [
      'a hello bar',
      { HelloBar: { text: 'Sale', targetScreens: [] } },
      'hello_bar',
      '{"text":"Sale","targetScreens":[]}',
    ],
  ])('writes %s as its cell', (_, over, column, cell) => {
    expect(stored(store(over))[column]).toEqual(cell);
  });

  it("reads a freshly created shop as the schema's defaults", () => {
    expect(storeFromRow(freshRow)).toEqual(store());
  });

  it.each([
    ['the least a shop has', store()],
    [
      'every field set',
      store({
        STORE_DESC: 'Atta, dal, chawal',
        STORE_IMAGE: '/media/dilli-kirana/logo',
        CUST_CARE: '+919812345678',
        CURRENCY: 'INR',
        LOGIN_MANDATE: true,
        DEFAULT_COLOR: '#123abc',
        CUSTOM_TEXTS: { home: { viewAll: 'Sab dekhiye' } },
        IS_GRID_VIEW: false,
        THEME_ID_v2: 'berlin',
        REPORT_TEXT: 'reported',
        OWNER_NAME: 'Asha',
        VALIDATED_PHONE: '9812345678',
        ENABLE_WA_SUPPORT: true,
        IS_STORE_REPORTED: true,
        HelloBar: { text: 'Free delivery', link: '/dilli-kirana', targetScreens: ['Home'], colour: 'saffron' },
        PIXELS: { FB_PIXEL: { pixelID: '123456789012' } },
        CART_RULES: {
          EXTRA_CHARGES: [{ name: 'Packing', amount: 500 }],
          GST: true,
          IS_LOCATION_PICK_DISABLED: false,
          ONLY_SINGLE_CATALOG: true,
          MINIMUM_CART_VALUE: 19900,
        },
        ABOUT: { email: 'asha@example.in' },
        WORKING_HOURS: [{ day: 'Mon', open: '09:00', close: '21:00' }],
        LANGUAGE: 'hi',
        LANGUAGES: ['hi', 'en'],
        I18N: { en: { STORE_NAME: 'Delhi Grocer' } },
      }),
    ],
  ])('reads back what it wrote: %s', (_, s) => expect(storeFromRow(stored(s))).toEqual(s));

  it.each([
    [
      'a broken JSON cell falls back to the default',
      { pixels: '{', working_hours: 'x', cart_rules: '' },
      {
        PIXELS: {},
        WORKING_HOURS: [],
        CART_RULES: { EXTRA_CHARGES: [], GST: false, IS_LOCATION_PICK_DISABLED: false, ONLY_SINGLE_CATALOG: false },
      },
    ],
    ['a broken hello bar is no hello bar', { hello_bar: 'not json' }, { HelloBar: null }],
    [
      'a row read before the languages were added speaks English',
      { language: undefined, languages: undefined, i18n: undefined },
      { LANGUAGE: 'en', LANGUAGES: ['en'], I18N: {} },
    ],
    ['columns it does not know (updated_at) are left out', { updated_at: 1700000000000 }, {}],
  ])('reads rows: %s', (_, cells, expected) => {
    const read = storeFromRow({ ...freshRow, ...cells });
    expect(read).toMatchObject(expected);
    expect(Object.keys(read)).toEqual(API_ORDER);
  });

  it.each([
    ['a colour that is not #rrggbb', { default_color: 'teal' }],
    ['a theme it does not have', { theme_id: 'paris' }],
    ['a hello bar without its text', { hello_bar: '{"targetScreens":[]}' }],
  ])('refuses a row the schema refuses: %s', (_, cells) => {
    expect(() => storeFromRow({ ...freshRow, ...cells })).toThrow();
  });

  it("keeps the schema's own rules: unknown fields dropped, the name required", () => {
    expect(storeSchema.parse({ id: 's', STORE_NAME: 'S', EXTRA: 1 })).not.toHaveProperty('EXTRA');
    expect(storeSchema.safeParse({ id: 's' }).success).toBe(false);
    expect(storeSchema.safeParse({ id: 'not a slug', STORE_NAME: 'S' }).success).toBe(false);
  });
});
