import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { EMULATOR_ENV, fetchWith, signIn, uniqueUid } from './auth-helpers';
import { createShop, get } from './helpers';

/**
 * A shop's product feeds, read as Google Merchant Center and a shopping agent read them: the RSS feed is parsed as
 * XML (well-formed or the test fails) and every item is held to Google's required fields; prices are checked against
 * the shop's own rows in paise; links are absolute on the shop's host; variants are grouped; a shop of more than one
 * page is paged; owner text full of markup and control characters stays text; the ACP JSON has its fields and types.
 */

// --- a small strict XML reader: elements, attributes, text; only the predefined and numeric entities ---

interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

function decode(raw: string, at: number): string {
  if (FORBIDDEN.test(raw)) throw new Error(`forbidden character near ${at}`);
  return raw.replace(/&([^;]*);|&/g, (whole, ref: string | undefined) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (ref !== undefined && ref in named) return named[ref];
    if (ref && /^#\d+$/.test(ref)) return String.fromCodePoint(Number(ref.slice(1)));
    if (ref && /^#x[0-9a-f]+$/i.test(ref)) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    throw new Error(`bad entity ${whole} near ${at}`);
  });
}

function parseXml(xml: string): XmlNode {
  const prolog = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (!xml.startsWith(prolog)) throw new Error('no XML declaration');
  const root: XmlNode = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  token.lastIndex = prolog.length;
  while (token.lastIndex < xml.length) {
    const at = token.lastIndex;
    const m = token.exec(xml);
    if (!m) throw new Error(`not well-formed near ${at}: ${JSON.stringify(xml.slice(at, at + 40))}`);
    const [, closing, name, rawAttrs, selfClosing, text] = m;
    const top = stack[stack.length - 1];
    if (text !== undefined) {
      if (text.includes(']]>')) throw new Error(`]]> in text near ${at}`);
      if (stack.length === 1 && text.trim()) throw new Error(`text outside the root near ${at}`);
      top.text += decode(text, at);
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}> near ${at}`);
      stack.pop();
    } else {
      const attrs: Record<string, string> = {};
      for (const a of rawAttrs.matchAll(/([\w:.-]+)="([^"<]*)"/g)) attrs[a[1]] = decode(a[2], at);
      const node: XmlNode = { name, attrs, children: [], text: '' };
      top.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unclosed or several root elements');
  return root.children[0];
}

// --- reading a Google feed ---

type GoogleItem = Record<string, string[]>;

interface GoogleFeed {
  rss: XmlNode;
  channel: XmlNode;
  items: GoogleItem[];
  next: string | null;
  self: string | null;
}

const textOf = (node: XmlNode, name: string) => node.children.find((c) => c.name === name)?.text;

async function googleFeed(path: string, host?: string): Promise<{ res: Response; feed: GoogleFeed }> {
  const res = await get(path, { host });
  expect(res.status, path).toBe(200);
  const rss = parseXml(await res.text());
  const channel = rss.children.find((c) => c.name === 'channel')!;
  const items = channel.children
    .filter((c) => c.name === 'item')
    .map((item) => {
      const fields: GoogleItem = {};
      for (const c of item.children) (fields[c.name] ??= []).push(c.text);
      return fields;
    });
  const link = (rel: string) =>
    channel.children.find((c) => c.name === 'atom:link' && c.attrs.rel === rel)?.attrs.href ?? null;
  return { res, feed: { rss, channel, items, next: link('next'), self: link('self') } };
}

/** Google's required attributes for a new product with no GTIN known (support.google.com/merchants/answer/7052112). */
const GOOGLE_REQUIRED = [
  'g:id',
  'g:title',
  'g:description',
  'g:link',
  'g:image_link',
  'g:availability',
  'g:price',
  'g:brand',
  'g:condition',
];
const PRICE = /^\d+\.\d{2} INR$/;

function expectGoogleItemValid(item: GoogleItem, origin: string): void {
  const id = item['g:id']?.[0];
  for (const field of GOOGLE_REQUIRED) {
    expect(item[field], `${id}: ${field}`).toHaveLength(1);
    expect(item[field][0].trim(), `${id}: ${field}`).not.toBe('');
  }
  expect(id.length, id).toBeLessThanOrEqual(50);
  expect(item['g:title'][0].length, id).toBeLessThanOrEqual(150);
  expect(item['g:description'][0].length, id).toBeLessThanOrEqual(5000);
  expect(item['g:price'][0], id).toMatch(PRICE);
  for (const sale of item['g:sale_price'] ?? []) expect(sale, id).toMatch(PRICE);
  expect(['in_stock', 'out_of_stock'], id).toContain(item['g:availability'][0]);
  expect(item['g:condition'][0]).toBe('new');
  for (const url of [...item['g:link'], ...item['g:image_link'], ...(item['g:additional_image_link'] ?? [])]) {
    expect(url.startsWith(`${origin}/`), `${id}: ${url}`).toBe(true);
    expect(() => new URL(url)).not.toThrow();
  }
  expect(item['g:gtin'], id).toBeUndefined();
}

/** "139.00 INR", computed apart from the code under test. */
const inr = (paise: number) => `${(paise / 100).toFixed(2)} INR`;

interface ItemRow {
  id: string;
  cat_id: string;
  name: string;
  price: number;
  mrp: number | null;
  stock_qty: number | null;
  variants: string;
}

async function sellableItems(storeId: string): Promise<ItemRow[]> {
  const { results } = await openShop(env, storeId)
    .db.prepare(`SELECT i.id, i.cat_id, i.name, i.price, i.mrp, i.stock_qty, i.variants FROM items i JOIN categories c ON c.id = i.cat_id
      WHERE i.is_disabled = 0 AND c.is_disabled = 0`)
    .all<ItemRow>();
  return results;
}

/** What the feed should say an item costs: one [price, sale price] per pack, sorted. */
function expectedPrices(row: ItemRow): string[][] {
  const packs: { price: number; mrp?: number | null }[] = JSON.parse(row.variants || '{}').prices ?? [];
  const offers = packs.length ? packs : [{ price: row.price, mrp: row.mrp }];
  return offers.map((o) => (o.mrp && o.mrp > o.price ? [inr(o.mrp), inr(o.price)] : [inr(o.price), ''])).sort();
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const t of list) map.set(key(t), [...(map.get(key(t)) ?? []), t]);
  return map;
}

// --- the shops ---

const BIG = 'feed-scale';
const BIG_ITEMS = 5_003;
const HOSTILE = 'feed-hostile';
const HOSTILE_SHOP_NAME = 'Tom & Jerry\u0001 <Kirana> ]]>';
const HOSTILE_ITEM_NAME = 'Dal & Chawal <script>alert(1)</script> ]]> \u0007bell';
const HOSTILE_DESC = 'Line one\u0000 & "two"\u001f\nline <three>\ufffe';

beforeAll(async () => {
  const big = await createShop(BIG, 'Feed Scale');
  await big.batch([
    big.prepare("INSERT INTO categories (id, name, position) VALUES ('aisle', 'Aisle', 1)"),
    big.prepare("INSERT INTO categories (id, name, position, is_disabled) VALUES ('hidden', 'Hidden', 2, 1)"),
  ]);
  // Every seventh item comes in two packs, so a page holds 5,000 items but more entries.
  await big
    .prepare(
      `WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ${BIG_ITEMS - 1})
     INSERT INTO items (id, cat_id, name, description, price, mrp, stock_qty, variants, position)
     SELECT 'item-' || printf('%05d', x), 'aisle', 'Generated item ' || x, '', 1000 + x, NULL, x % 3,
       CASE WHEN x % 7 = 0 THEN '{"prices":[{"key":"small","label":"Small","price":' || (500 + x) || '},{"key":"large","label":"Large","price":' || (900 + x) || ',"mrp":' || (1200 + x) || '}]}' ELSE '{}' END, x
     FROM n`,
    )
    .run();
  await big.batch([
    big.prepare(
      "INSERT INTO items (id, cat_id, name, price, is_disabled) VALUES ('zz-disabled', 'aisle', 'Disabled item', 100, 1)",
    ),
    big.prepare(
      "INSERT INTO items (id, cat_id, name, price) VALUES ('zz-hidden-category', 'hidden', 'Item of a disabled category', 100)",
    ),
  ]);

  const hostile = await createShop(HOSTILE, HOSTILE_SHOP_NAME);
  await hostile.batch([
    hostile.prepare('INSERT INTO categories (id, name, position) VALUES (?, ?, 1)').bind('mixed', 'Dal & "Rice" <b>'),
    hostile
      .prepare(
        'INSERT INTO items (id, cat_id, name, description, price, mrp, stock_qty) VALUES (?, ?, ?, ?, 13900, 16000, 0)',
      )
      .bind('hostile-item', 'mixed', HOSTILE_ITEM_NAME, HOSTILE_DESC),
    hostile.prepare(
      "INSERT INTO items (id, cat_id, name, description, price) VALUES ('plain-item', 'mixed', 'Plain', '', 0)",
    ),
  ]);
}, 120_000);

describe('Google Merchant Center feed', () => {
  it("lists every sellable product of dilli-kirana, each with Google's required fields, at the prices of its rows", async () => {
    const { res, feed } = await googleFeed('/dilli-kirana/feeds/google.xml');
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300, s-maxage=300');
    expect(feed.rss.name).toBe('rss');
    expect(feed.rss.attrs).toMatchObject({ version: '2.0', 'xmlns:g': 'http://base.google.com/ns/1.0' });
    expect(textOf(feed.channel, 'title')).toBe('Dilli Kirana Store');
    expect(textOf(feed.channel, 'link')).toBe('https://dillikirana.localhost/dilli-kirana');
    expect(textOf(feed.channel, 'description')?.trim()).toBeTruthy();
    expect(feed.next).toBeNull();

    const origin = 'https://dillikirana.localhost';
    for (const item of feed.items) expectGoogleItemValid(item, origin);
    const ids = feed.items.map((i) => i['g:id'][0]);
    expect(new Set(ids).size).toBe(ids.length);

    const rows = await sellableItems('dilli-kirana');
    expect(rows.length).toBeGreaterThan(20);
    const byItem = groupBy(feed.items, (i) => i['g:item_group_id']?.[0] ?? i['g:id'][0]);
    expect([...byItem.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
    for (const row of rows) {
      const entries = byItem.get(row.id)!;
      const prices = entries.map((e) => [e['g:price'][0], e['g:sale_price']?.[0] ?? '']).sort();
      expect(prices, row.id).toEqual(expectedPrices(row));
      for (const e of entries) {
        expect(e['g:link'][0], row.id).toBe(`${origin}/dilli-kirana/${row.cat_id}/${row.id}`);
        expect(e['g:availability'][0], row.id).toBe(row.stock_qty === 0 ? 'out_of_stock' : 'in_stock');
        expect(e['g:brand'][0]).toBe('Dilli Kirana Store');
      }
    }
    expect(feed.items.some((i) => i['g:link'][0].includes('festive-hampers'))).toBe(false);
  });

  it('a pack item is one entry per pack, grouped by the item id, priced at MRP with the selling price as sale price', async () => {
    const { feed } = await googleFeed('/dilli-kirana/feeds/google.xml');
    const basmati = feed.items.filter((i) => i['g:item_group_id']?.[0] === 'basmati-classic');
    expect(basmati.map((i) => [i['g:title'][0], i['g:size'][0], i['g:price'][0], i['g:sale_price'][0]])).toEqual([
      ['Classic Basmati Rice (1 kg)', '1 kg', '160.00 INR', '139.00 INR'],
      ['Classic Basmati Rice (5 kg)', '5 kg', '760.00 INR', '649.00 INR'],
    ]);
    expect(new Set(basmati.map((i) => i['g:id'][0])).size).toBe(2);
    expect(basmati[0]['g:image_link'][0]).toBe('https://dillikirana.localhost/img/p/basmati-classic.svg?w=600&h=600');
    const kolam = feed.items.filter((i) => i['g:item_group_id']?.[0] === 'kolam-rice');
    expect(kolam.map((i) => i['g:availability'][0])).toEqual(['out_of_stock', 'out_of_stock']);
  });

  it("on the custom domain too, links stay on the shop's own host", async () => {
    const { feed } = await googleFeed('/dilli-kirana/feeds/google.xml', 'dillikirana.localhost');
    expect(feed.items.length).toBeGreaterThan(20);
    for (const item of feed.items) expectGoogleItemValid(item, 'https://dillikirana.localhost');
    expect(feed.self).toBe('https://dillikirana.localhost/dilli-kirana/feeds/google.xml');
  });

  it('apparel: one entry per size and colour, with g:size and g:color, on the platform host of a shop without a domain', async () => {
    const { feed } = await googleFeed('/noir-threads/feeds/google.xml');
    for (const item of feed.items) expectGoogleItemValid(item, 'http://localhost');
    const kurta = feed.items.filter((i) => i['g:item_group_id']?.[0] === 'mul-kurta-black');
    expect(kurta).toHaveLength(5 * 3);
    expect(new Set(kurta.map((i) => `${i['g:size'][0]}/${i['g:color'][0]}`)).size).toBe(15);
    expect(kurta.every((i) => i['g:price'][0] === '1799.00 INR' && i['g:sale_price'][0] === '1299.00 INR')).toBe(true);
    expect(kurta[0]['g:link'][0]).toBe('http://localhost/noir-threads/kurtas/mul-kurta-black');
    const soldOut = feed.items.filter((i) => i['g:item_group_id']?.[0] === 'mandarin-shirt');
    expect(soldOut.length).toBeGreaterThan(0);
    expect(soldOut.every((i) => i['g:availability'][0] === 'out_of_stock')).toBe(true);
  });

  it('owner text with markup, quotes, "]]>" and control characters stays text, minus the characters XML forbids', async () => {
    const { feed } = await googleFeed(`/${HOSTILE}/feeds/google.xml`);
    expect(textOf(feed.channel, 'title')).toBe('Tom & Jerry <Kirana> ]]>');
    const item = feed.items.find((i) => i['g:id'][0] === 'hostile-item')!;
    expectGoogleItemValid(item, 'http://localhost');
    expect(item['g:title'][0]).toBe('Dal & Chawal <script>alert(1)</script> ]]> bell');
    expect(item['g:description'][0]).toBe('Line one & "two"\nline <three>');
    expect(item['g:brand'][0]).toBe('Tom & Jerry <Kirana> ]]>');
    expect(item['g:product_type'][0]).toBe('Dal & "Rice" <b>');
    expect([item['g:price'][0], item['g:sale_price'][0], item['g:availability'][0]]).toEqual([
      '160.00 INR',
      '139.00 INR',
      'out_of_stock',
    ]);
    const plain = feed.items.find((i) => i['g:id'][0] === 'plain-item')!;
    expect([plain['g:description'][0], plain['g:price'][0]]).toEqual(['Plain', '0.00 INR']);
  });
});

describe('a shop bigger than one page', () => {
  it('pages 5,000 items at a time, names the next page, and lists every sellable item exactly once', async () => {
    const first = await googleFeed(`/${BIG}/feeds/google.xml`);
    expect(first.feed.self).toBe(`http://localhost/${BIG}/feeds/google.xml`);
    expect(first.feed.next).toBe(`http://localhost/${BIG}/feeds/google.xml?page=2`);
    const second = await googleFeed(`/${BIG}/feeds/google.xml?page=2`);
    expect(second.feed.self).toBe(`http://localhost/${BIG}/feeds/google.xml?page=2`);
    expect(second.feed.next).toBeNull();

    const itemsOf = (f: GoogleFeed) => new Set(f.items.map((i) => i['g:item_group_id']?.[0] ?? i['g:id'][0]));
    expect(itemsOf(first.feed).size).toBe(5_000);
    expect(first.feed.items.length).toBeGreaterThan(5_000);
    expect(itemsOf(second.feed).size).toBe(BIG_ITEMS - 5_000);
    const all = [...itemsOf(first.feed), ...itemsOf(second.feed)];
    expect(new Set(all).size).toBe(BIG_ITEMS);
    expect(all).not.toContain('zz-disabled');
    expect(all).not.toContain('zz-hidden-category');
    for (const item of [...first.feed.items.slice(0, 50), ...second.feed.items])
      expectGoogleItemValid(item, 'http://localhost');

    const item7 = first.feed.items.filter((i) => i['g:item_group_id']?.[0] === 'item-00007');
    expect(item7.map((i) => [i['g:price'][0], i['g:sale_price']?.[0]])).toEqual([
      [inr(507), undefined],
      [inr(1207), inr(907)],
    ]);
    const item8 = first.feed.items.find((i) => i['g:id'][0] === 'item-00008')!;
    expect([item8['g:price'][0], item8['g:availability'][0]]).toEqual([inr(1008), 'in_stock']);
    const item9 = first.feed.items.find((i) => i['g:id'][0] === 'item-00009')!;
    expect(item9['g:availability'][0]).toBe('out_of_stock');

    expect((await get(`/${BIG}/feeds/google.xml?page=3`)).status).toBe(404);
  }, 60_000);

  it('the ACP feed pages the same way', async () => {
    const first = (await (await get(`/${BIG}/feeds/acp.json`)).json()) as AcpFeed;
    expect(first.page).toBe(1);
    expect(first.next).toBe(`http://localhost/${BIG}/feeds/acp.json?page=2`);
    const second = (await (await get(first.next!)).json()) as AcpFeed;
    expect(second.page).toBe(2);
    expect(second.next).toBeNull();
    const groups = (f: AcpFeed) =>
      new Set(f.products.map((p) => (p.item_group_id as string | undefined) ?? (p.id as string)));
    expect(groups(first).size + groups(second).size).toBe(BIG_ITEMS);
    expect((await get(`/${BIG}/feeds/acp.json?page=3`)).status).toBe(404);
  }, 60_000);
});

type AcpProduct = Record<string, unknown>;
interface AcpFeed {
  spec: string;
  page: number;
  next: string | null;
  products: AcpProduct[];
}

describe('Agentic Commerce Protocol feed', () => {
  it("every product has the spec's fields with the right types, at the prices of its rows", async () => {
    const res = await get('/dilli-kirana/feeds/acp.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=300, s-maxage=300');
    const feed = (await res.json()) as AcpFeed;
    expect(feed.spec).toMatch(/2025-09-29/);
    expect(feed.next).toBeNull();
    const rows = await sellableItems('dilli-kirana');
    const origin = 'https://dillikirana.localhost';
    const strings = [
      'id',
      'title',
      'description',
      'link',
      'image_link',
      'price',
      'availability',
      'brand',
      'product_category',
      'seller_name',
      'seller_url',
      'return_policy',
    ];
    for (const p of feed.products) {
      expect(p.enable_search, String(p.id)).toBe(true);
      expect(p.enable_checkout, String(p.id)).toBe(false);
      for (const field of strings) {
        expect(typeof p[field], `${p.id}: ${field}`).toBe('string');
        expect((p[field] as string).length, `${p.id}: ${field}`).toBeGreaterThan(0);
      }
      expect(p.price).toMatch(PRICE);
      if ('sale_price' in p) expect(p.sale_price).toMatch(PRICE);
      expect(['in_stock', 'out_of_stock']).toContain(p.availability);
      if ('inventory_quantity' in p)
        expect(Number.isInteger(p.inventory_quantity) && (p.inventory_quantity as number) >= 0, String(p.id)).toBe(
          true,
        );
      for (const field of ['link', 'image_link', 'seller_url', 'return_policy'])
        expect((p[field] as string).startsWith(`${origin}/`), `${p.id}: ${field}`).toBe(true);
      expect(p).toMatchObject({
        seller_name: 'Dilli Kirana Store',
        seller_url: `${origin}/dilli-kirana`,
        return_policy: `${origin}/dilli-kirana#about`,
        brand: 'Dilli Kirana Store',
      });
    }
    const byItem = groupBy(feed.products, (p) => (p.item_group_id as string | undefined) ?? (p.id as string));
    expect([...byItem.keys()].sort()).toEqual(rows.map((r) => r.id).sort());
    for (const row of rows) {
      const entries = byItem.get(row.id)!;
      expect(entries.map((p) => [p.price, p.sale_price ?? '']).sort(), row.id).toEqual(expectedPrices(row));
      for (const p of entries) {
        expect(p.inventory_quantity, row.id).toBe(
          row.stock_qty === null || row.stock_qty === -1 ? undefined : row.stock_qty,
        );
        expect(p.link).toBe(`${origin}/dilli-kirana/${row.cat_id}/${row.id}`);
      }
    }
    const besan = byItem.get('besan')!;
    expect(besan.map((p) => [p.title, p.item_group_title, p.product_category])).toEqual([
      ['Besan (Gram Flour) (500 g)', 'Besan (Gram Flour)', 'Atta & Flours'],
      ['Besan (Gram Flour) (1 kg)', 'Besan (Gram Flour)', 'Atta & Flours'],
    ]);
  });

  it('owner text arrives as text, with the characters XML forbids removed here too', async () => {
    const feed = (await (await get(`/${HOSTILE}/feeds/acp.json`)).json()) as AcpFeed;
    const p = feed.products.find((x) => x.id === 'hostile-item')!;
    expect(p).toMatchObject({
      title: 'Dal & Chawal <script>alert(1)</script> ]]> bell',
      description: 'Line one & "two"\nline <three>',
      seller_name: 'Tom & Jerry <Kirana> ]]>',
    });
    expect(p).not.toHaveProperty('return_policy');
  });
});

describe('who gets a feed', () => {
  it('an unknown shop has none', async () => {
    expect((await get('/no-such-shop/feeds/google.xml')).status).toBe(404);
    expect((await get('/no-such-shop/feeds/acp.json')).status).toBe(404);
  });

  it("a members-only shop refuses anonymous callers, and a signed-in member's copy is never kept by a shared cache", async () => {
    for (const file of ['google.xml', 'acp.json']) {
      const anon = await get(`/members-only/feeds/${file}`);
      expect(anon.status, file).toBe(401);
      expect(await anon.text()).not.toContain('Sugar (M-30)');
    }
    const member = await signIn(uniqueUid('member'), 'members-only');
    const res = await fetchWith(EMULATOR_ENV, '/members-only/feeds/acp.json', { headers: { Cookie: member } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(((await res.json()) as AcpFeed).products.length).toBeGreaterThan(0);
  });
});
