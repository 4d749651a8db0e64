import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';

/** Helpers of admin-import.suite.ts: the catalogue as rows, the failure envelope, and malformed import bodies. */

export async function catalogueRows(storeId: string): Promise<string> {
  const shop = openShop(env, storeId);
  const [cats, items] = await shop.db.batch([
    shop.db.prepare('SELECT * FROM categories ORDER BY id'),
    shop.db.prepare('SELECT * FROM items ORDER BY id'),
  ]);
  return JSON.stringify([cats.results, items.results]);
}

type Refusal = {
  status: number;
  rsn: string;
  code: string;
  field?: string;
  failed?: { row: number; field: string; rsn: string }[];
};

/** A 4xx JSON reply with status 0 and a readable reason. */
export async function expectRefusal(res: Response, http?: number, code?: string, label = ''): Promise<Refusal> {
  const text = await res.text();
  expect(res.status, `${label} ${text.slice(0, 300)}`).toBeLessThan(500);
  if (http !== undefined) expect(res.status, `${label} ${text.slice(0, 300)}`).toBe(http);
  expect(res.headers.get('Content-Type'), label).toContain('application/json');
  const body = JSON.parse(text) as Refusal;
  expect(body.status, label).toBe(0);
  expect(typeof body.rsn, label).toBe('string');
  expect(body.rsn.length, label).toBeGreaterThan(5);
  if (code) expect(body.code, label).toBe(code);
  return body;
}

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GOOD_ITEM = {
  ID: 'fuzz-item',
  CAT_ID: 'rice',
  ITEM_NAME: 'Fuzz Rice (1 kg)',
  PRICE: 5000,
  MRP: 6000,
  GST_PERCENT: 5,
  STOCK_QTY: 3,
};
const GOOD_CATEGORY = { CAT_ID: 'fuzz-cat', CAT_NAME: 'Fuzz' };
const HUGE = 'x'.repeat(300_000);
/** Values each field must refuse. */
const BAD_VALUES: Record<string, unknown[]> = {
  ID: ['', 'bag', 'Search', 'a b', 'x'.repeat(65), '\ud800', 'ok\u0000', 7, null, [], {}, HUGE, '../etc', '<script>'],
  CAT_ID: ['no-such-category-zz', 'checkout', 7, null, '', '\udfff', HUGE],
  ITEM_NAME: [
    '',
    '   ',
    'x'.repeat(201),
    5,
    null,
    'bell\u0007',
    'nul\u0000',
    'lone \ud83c half',
    'tail \udc00',
    HUGE,
    { a: 1 },
  ],
  PRICE: ['12', 12.5, -1, null, true, [], {}, 1e20, Number.MAX_SAFE_INTEGER + 2, '₹45'],
  MRP: [-5, 1.25, 'mrp', true],
  GST_PERCENT: [101, -1, '5', true],
  STOCK_QTY: [-2, 1.5, '3', false],
  VARIANTS: ['none', [], { fits: ['slim'] }, { colors: [{ name: 'Red', hex: 'red' }] }, { sizes: nest(300) }],
  IMAGE: ['javascript:alert(1)', 'data:text/html,x', 42],
  IMAGES: ['/a.png', [''], Array(11).fill('/a.png')],
  POSITION: [1.5, 'first'],
  IS_DISABLED: ['yes', 0],
  unknown_field: [1, 'x'],
  __proto__x: [{ polluted: true }],
};

function nest(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Every body here must be refused: bad JSON, wrong shapes and types, broken text, deep nesting, broken CSV. */
export function importFuzzBodies(): { body: string; type: string }[] {
  const rand = random(20240617);
  const json = (body: string) => ({ body, type: 'application/json' });
  const csv = (body: string) => ({ body, type: 'text/csv' });
  const out: { body: string; type: string }[] = [];

  // Wrong-typed or refused field values, alone and mixed into otherwise good imports.
  for (const [field, values] of Object.entries(BAD_VALUES)) {
    for (const value of values) {
      const item = { ...GOOD_ITEM, ID: `fuzz-${out.length}`, [field === '__proto__x' ? '__proto__' : field]: value };
      const text = JSON.stringify({ items: [item] }).replace('"__proto__x"', '"__proto__"');
      out.push(json(text));
      out.push(
        json(
          JSON.stringify({
            categories: [GOOD_CATEGORY],
            items: [{ ...GOOD_ITEM, ID: 'fuzz-ok', CAT_ID: 'fuzz-cat' }],
          }).replace(/]}$/, `,${text.slice(10, -2)}]}`),
        ),
      );
    }
  }
  // Category elements with bad values.
  for (const bad of [
    { CAT_ID: 'home' },
    { CAT_ID: 'x y', CAT_NAME: 'X' },
    { CAT_NAME: 'No id' },
    { ...GOOD_CATEGORY, POSITION: 'top' },
    { ...GOOD_CATEGORY, CAT_IMAGE: 'javascript:1' },
    5,
    null,
    'cat',
    [],
  ]) {
    out.push(json(JSON.stringify({ categories: [bad] })));
  }
  // Shapes that are not an import.
  const shapes = [
    'null',
    '[]',
    '1',
    '"items"',
    'true',
    '{}',
    '{"items":[]}',
    '{"items":{}}',
    '{"items":"all"}',
    '{"categories":5}',
    '{"catalogue":[]}',
    '{"items":null}',
    JSON.stringify({ items: [GOOD_ITEM], extra: 1 }),
    JSON.stringify({ categories: Array(501).fill(GOOD_CATEGORY) }),
    `{"${HUGE}":1}`,
    `{"items":[${'['.repeat(5000)}${']'.repeat(5000)}]}`,
    `{"items":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    `{"items":[${JSON.stringify(nest(5000))}]}`,
    `{"items":[{"ID":"fuzz-d","CAT_ID":"rice","ITEM_NAME":"D","PRICE":1,"VARIANTS":${'{"sizes":'.repeat(2000)}[]${'}'.repeat(2000)}}]}`,
  ];
  out.push(...shapes.map(json));
  // Broken JSON text: truncations of a good body, stray characters, raw control characters, deep unclosed nesting.
  const good = JSON.stringify({
    categories: [GOOD_CATEGORY],
    items: [{ ...GOOD_ITEM, CAT_ID: 'fuzz-cat', ITEM_DESC: 'Chawal\nfor biryani' }],
  });
  for (let i = 0; i < 40; i++) out.push(json(good.slice(0, Math.floor(rand() * (good.length - 1)))));
  for (const junk of [
    '',
    ' ',
    '{',
    '}',
    '{"items":[},',
    "{'items':[]}",
    '{"items":[1,]}',
    'NaN',
    '{"items":[{"PRICE":NaN}]}',
    '\u0000',
    '\ufeff{}x',
    '{"items":["\u0001\u0002"]',
    `{"items":[{"ITEM_NAME":"a\u0007b"}]}x`,
    '['.repeat(200_000),
    '{"a":'.repeat(50_000),
    '\ud800',
    '{"items":[\ud800]}',
  ]) {
    out.push(json(junk));
  }
  for (let i = 0; i < 20; i++) {
    const at = Math.floor(rand() * good.length);
    // the last character dropped too, so even a control character that JSON reads as whitespace leaves a broken body
    out.push(json(`${good.slice(0, at)}${String.fromCharCode(Math.floor(rand() * 32))}${good.slice(at)}`.slice(0, -1)));
  }
  // Broken CSV: wrong headers, quotes, cell counts, values, control characters, oversize cells.
  const header = 'category,id,name,price,mrp,stock,gst,description,image';
  const line = 'rice,fuzz-csv,Fuzz Rice,50.00,60,3,5,Good rice,';
  for (const h of [
    '',
    'category,id,name',
    'Category;Id;Name;Price',
    'category,id,name,price,colour',
    'category,id,id,name,price',
    'id,name,price',
    '"category,id,name,price',
    'कैटेगरी,id,name,price',
  ]) {
    out.push(csv(`${h}\n${line}\n`));
  }
  for (const bad of [
    'rice,"fuzz,Fuzz,1,,,,,',
    'rice,fu"zz,Fuzz,1,,,,,',
    '"rice"x,fuzz,Fuzz,1,,,,,',
    'rice,fuzz,Fuzz,abc,,,,,',
    'rice,fuzz,Fuzz,1.234,,,,,',
    'rice,fuzz,Fuzz,-5,,,,,',
    'rice,fuzz,Fuzz,1,,ten,,,',
    'rice,fuzz,Fuzz,1,,,GST,,',
    'rice,fuzz,Fuzz,1,,,101,,',
    'rice,fuzz,Fuzz,1',
    'rice,fuzz,Fuzz,1,,,,,,,,',
    'rice,bag,Fuzz,1,,,,,',
    'search,fuzz,Fuzz,1,,,,,',
    'rice,fuzz,,1,,,,,',
    ',fuzz,Fuzz,1,,,,,',
    'rice,,Fuzz,1,,,,,',
    'rice,fuzz,Fu\u0001zz,1,,,,,',
    'rice,fuzz,Fuzz\u0000,1,,,,,',
    `rice,fuzz,${'x'.repeat(70_000)},1,,,,,`,
    'rice,fuzz,Fuzz,1,,,,,javascript:alert(1)',
    'rice,fuzz one,Fuzz,1,,,,,',
    `rice,fuzz,"${'"'.repeat(7)}",1,,,,,`,
    '\u0000\u0001\u0002',
    'rice,fuzz,Fuzz,1e3,,,,,',
    'rice,fuzz,Fuzz,₹,,,,,',
  ]) {
    out.push(csv(`${header}\n${line.replace('fuzz-csv', 'fuzz-csv-ok')}\n${bad}\n`));
  }
  for (const text of ['', '\n\n\n', `${header}\n`, '\ufeff', `${header}\n${'rice,x,X,1,,,,,\n'.repeat(2001)}`])
    out.push(csv(text));
  // The same bodies under the other type (CSV sent as JSON and the other way round).
  out.push(json(`${header}\n${line}\n`), csv(good), csv('{"items":[]}'));
  return out;
}
