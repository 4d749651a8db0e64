import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { askOwnerIn, owner, SCRIPT, type AskOptions, type LanguageAsk } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { createOrderShop } from './orders-helpers';
import { said, type Said } from '../../src/domain/i18n/said';
import { speak } from '../../src/render/i18n';

/**
 * The owner's replies that were still English (issue #29 item 4), in the caller's language (`?lang=`, the `lang`
 * cookie, Accept-Language, else the shop's own): each row's reason in a refused catalogue import (same row and
 * field; nothing imported) and the new-order alerts call for a shop that does not exist. An English caller reads
 * the same sentences as before, word for word.
 */
const ENGLISH_WORD = /(^|[^A-Za-z])[a-z]{3,}/;
let shop: string;

beforeAll(async () => {
  shop = await createOrderShop();
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
}, 120_000);

type Asked = LanguageAsk;
const asks: [string, 'hi' | 'ta', Asked][] = [
  ['?lang=hi', 'hi', { query: 'lang=hi' }],
  ['the lang cookie (ta)', 'ta', { headers: { Cookie: 'lang=ta' } }],
  ['Accept-Language hi', 'hi', { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' } }],
];

const ask = (how: Asked, method: string, sub: string, o?: AskOptions) => askOwnerIn(shop, how, method, sub, o);

/** What the owner wrote (ids, column and field names, a name cell) may stay in Latin letters. */
const withoutLiterals = (text: string, literals: string[]) =>
  literals.reduce((t, v) => t.split(v).join(''), text).replace(/"[^"]*"/g, '');

const CSV = [
  'category,id,name,price,mrp,stock,gst',
  ',a1,Atta,10,,,',
  'bag,a2,Atta,10,,,',
  'rice,a3,Atta,abc,,,',
  'rice,a4,Atta,10,,ten,',
  'rice,a5,Atta,10,,,GST',
  'rice,a6,Atta,10',
  'rice,a7,Atta,10,,,',
  'rice,a7,Other,10,,,',
  'rice,a9,,10,,,',
  '???,a10,Atta,10,,,',
].join('\n');

/** Each refused CSV row: its field, its English sentence word for word, and the message that says it. */
const CSV_ROWS: [number, string, string, Said][] = [
  [1, 'category', 'category is required.', said('problem.owner.required', { field: 'category' })],
  [
    2,
    'category',
    'category: bag is a word the storefront uses for its own pages; choose another.',
    said('problem.import.categoryRouteWord', { column: 'category', id: 'bag' }),
  ],
  [
    3,
    'price',
    'price: write rupees like 45 or 45.50 (at most 2 decimals).',
    said('problem.import.rupees', { column: 'price' }),
  ],
  [
    4,
    'stock',
    'stock: write a whole number, or leave it empty when stock is not tracked.',
    said('problem.import.wholeNumber', { column: 'stock' }),
  ],
  [5, 'gst', 'gst: write the GST percent, like 5 or 18.', said('problem.import.gstPercent', { column: 'gst' })],
  [
    6,
    'row',
    'The row has 4 cells; the header has 7 columns.',
    said('problem.import.cellCount', { cells: 4, columns: 7 }),
  ],
  [
    8,
    'id',
    'a7 appears twice in this import (first at row 7).',
    said('problem.import.repeated', { id: 'a7', first: 7 }),
  ],
  [9, 'name', 'name is required.', said('problem.owner.required', { field: 'name' })],
  [
    10,
    'category',
    'category: no id can be made from "???"; write a name with letters or digits, or the category\'s id.',
    said('problem.import.categoryNoId', { column: 'category', name: '???' }),
  ],
];

const JSON_BODY = {
  categories: [{ CAT_ID: 'grains', CAT_NAME: 'Grains' }],
  items: [
    { CAT_ID: 'nowhere', ID: 'j1', ITEM_NAME: 'Jowar', PRICE: 100 },
    { CAT_ID: 'grains', ID: 'j2', ITEM_NAME: 'Bajra', PRICE: 100 },
    { CAT_ID: 'grains', ID: 'j2', ITEM_NAME: 'Bajra again', PRICE: 100 },
  ],
};
const JSON_ROWS: [number, string, string, Said][] = [
  [
    0,
    'items.0.CAT_ID',
    'items.0.CAT_ID: there is no category nowhere in this shop or in this import.',
    said('problem.import.unknownCategory', { field: 'items.0.CAT_ID', id: 'nowhere' }),
  ],
  [
    2,
    'items.2.ID',
    'j2 appears twice in this import (first at row 1).',
    said('problem.import.repeated', { id: 'j2', first: 1 }),
  ],
];

const sortRows = (rows: { row: number; field: string }[]) =>
  [...rows].sort((a, b) => a.row - b.row || a.field.localeCompare(b.field));

describe("an English caller reads each row's reason word for word", () => {
  it('CSV', async () => {
    const r = await ask({}, 'POST', '/import', { raw: CSV, headers: { 'Content-Type': 'text/csv' } });
    expect(r.http).toBe(400);
    expect(r.body.code).toBe('IMPORT_INVALID');
    expect(r.body.failed).toEqual(CSV_ROWS.map(([row, field, rsn]) => ({ row, field, rsn })));
    // the messages say the same English, so a Hindi or Tamil reply says the same thing
    expect(CSV_ROWS.map(([, , , say]) => speak('en', say))).toEqual(CSV_ROWS.map(([, , rsn]) => rsn));
  });

  it('JSON', async () => {
    const r = await ask({}, 'POST', '/import', { body: JSON_BODY });
    expect(r.http).toBe(400);
    expect(sortRows(r.body.failed)).toEqual(JSON_ROWS.map(([row, field, rsn]) => ({ row, field, rsn })));
    expect(JSON_ROWS.map(([, , , say]) => speak('en', say))).toEqual(JSON_ROWS.map(([, , rsn]) => rsn));
  });
});

describe.each(asks)('import rows by %s', (_how, lang, how) => {
  const expectRows = (
    failed: { row: number; field: string; rsn: string }[],
    rows: [number, string, string, Said][],
    literals: string[],
  ) => {
    expect(sortRows(failed)).toEqual(rows.map(([row, field, , say]) => ({ row, field, rsn: speak(lang, say) })));
    for (const f of failed) {
      expect(f.rsn).toMatch(SCRIPT[lang]);
      expect(withoutLiterals(f.rsn, [f.field, ...literals])).not.toMatch(ENGLISH_WORD);
    }
  };

  it("CSV: every row in the caller's language, same rows and fields; nothing imported", async () => {
    const r = await ask(how, 'POST', '/import', { raw: CSV, headers: { 'Content-Type': 'text/csv' } });
    expect(r.http).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code: 'IMPORT_INVALID' });
    expect(r.body.rsn).toMatch(SCRIPT[lang]);
    expectRows(r.body.failed, CSV_ROWS, ['bag', 'a7']);
    expect((await owner('GET', shop, '/items/a3')).status).toBe(404);
  });

  it('JSON: an unknown category and a repeated id', async () => {
    const r = await ask(how, 'POST', '/import', { body: JSON_BODY });
    expect(r.http).toBe(400);
    expectRows(r.body.failed, JSON_ROWS, ['nowhere', 'j2']);
    expect((await owner('GET', shop, '/categories/grains')).status).toBe(404);
  });
});

describe('the new-order alerts call for a shop that does not exist', () => {
  const alerts = (path: string, headers: Record<string, string> = {}) =>
    fetchWith(env, path, {
      method: 'POST',
      body: JSON.stringify({ endpoint: 'https://fcm.googleapis.com/fcm/send/x' }),
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...headers },
    });
  const NO_SHOP = said('problem.owner.noSuchShop');

  it.each([
    ['?lang=hi', 'hi', '/admin/no-such-shop-here/alerts?lang=hi', {}],
    ['the lang cookie (ta)', 'ta', '/admin/no-such-shop-here/alerts', { Cookie: 'lang=ta' }],
    ['Accept-Language ta', 'ta', '/admin/no-such-shop-here/alerts', { 'Accept-Language': 'ta-IN,ta;q=0.9' }],
  ] as const)('by %s: 404 STORE_NOT_FOUND in that language', async (_how, lang, path, headers) => {
    const res = await alerts(path, headers);
    expect(res.status).toBe(404);
    const body = await res.json<any>();
    expect(body).toEqual({ status: 0, code: 'STORE_NOT_FOUND', rsn: speak(lang, NO_SHOP) });
    expect(body.rsn).toMatch(SCRIPT[lang]);
    expect(body.rsn).not.toMatch(ENGLISH_WORD);
  });

  it('without an ask: English, word for word as before', async () => {
    const res = await alerts('/admin/no-such-shop-here/alerts');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 0, rsn: 'There is no such shop.', code: 'STORE_NOT_FOUND' });
  });
});
