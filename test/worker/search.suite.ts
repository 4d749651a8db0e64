import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchItems, suggest } from '../../src/data/shop/search';
import { openShop } from '../../src/data/shop/shop-db';
import { expectOk, owner } from './admin-helpers';
import { createShop, get, textOf } from './helpers';

const S = 'search-lab';

beforeAll(async () => {
  const rows: [string, string, string, string][] = [
    ['besan-ladoo', 'sweets', 'Besan Ladoo', 'Roasted gram flour sweets with ghee.'],
    ['kadhi-mix', 'mixes', 'Kadhi Mix', 'Ready mix made with besan and spices.'],
    ['creme-brulee', 'sweets', 'Crème Brûlée', 'French custard dessert.'],
    ['near-far', 'mixes', 'NEAR and FAR Namkeen', 'A namkeen literally called NEAR.'],
    ['quote-item', 'mixes', 'Dad\'s "Special" Chivda', 'Quotes in the name.'],
    ['shanti-tee', 'tees', 'शांति Tee', 'Devanagari print tee.'],
    ['hidden-besan', 'sweets', 'Besan Barfi (hidden)', 'Disabled item.'],
    ['off-cat-besan', 'closed', 'Besan Chakki Pack', 'Item in a disabled category.'],
  ];
  const db = await createShop(S, 'Search Lab');
  await db.batch([
    ...[
      ['sweets', 'Mithai'],
      ['mixes', 'Ready Mixes'],
      ['tees', 'Tees'],
      ['closed', 'Closed'],
    ].map(([id, name]) =>
      db
        .prepare('INSERT OR IGNORE INTO categories (id, name, is_disabled) VALUES (?, ?, ?)')
        .bind(id, name, id === 'closed' ? 1 : 0),
    ),
    ...rows.map(([id, cat, name, desc]) =>
      db
        .prepare(
          'INSERT OR IGNORE INTO items (id, cat_id, name, description, price, is_disabled) VALUES (?, ?, ?, ?, 10000, ?)',
        )
        .bind(id, cat, name, desc, id === 'hidden-besan' ? 1 : 0),
    ),
  ]);
});

/** The search lab's own database. */
const labDb = () => openShop(env, S).db;
const ids = async (q: string, catId?: string) =>
  (await searchItems(openShop(env, S), q, { catId })).items.map((i) => i.ID);

describe('item search (FTS5)', () => {
  it('ranks a name match above a description match', async () => {
    expect(await ids('besan')).toEqual(['besan-ladoo', 'kadhi-mix']);
  });

  it('matches prefixes as the shopper types', async () => {
    expect(await ids('bes')).toContain('besan-ladoo');
    expect(await ids('lad')).toEqual(['besan-ladoo']);
  });

  it('folds diacritics both ways: bésan finds Besan, creme finds Crème', async () => {
    expect(await ids('bésan')).toEqual(await ids('Besan'));
    expect(await ids('creme brulee')).toEqual(['creme-brulee']);
    expect(await ids('CRÈME')).toEqual(['creme-brulee']);
  });

  it('finds Devanagari words', async () => {
    expect(await ids('शांति')).toEqual(['shanti-tee']);
  });

  it('keeps Hindi words whole: चावल finds बासमती चावल, a piece of the word finds nothing', async () => {
    // Through the owner API, as a shop owner names the item.
    await expectOk(await owner('POST', S, '/categories', { CAT_ID: 'anaj', CAT_NAME: 'Anaj', POSITION: 9 }), 201);
    await expectOk(
      await owner('POST', S, '/items', {
        ID: 'basmati-chawal',
        CAT_ID: 'anaj',
        ITEM_NAME: 'बासमती चावल',
        PRICE: 12000,
      }),
      201,
    );
    expect(await ids('चावल')).toEqual(['basmati-chawal']);
    expect(await ids('बासमती')).toEqual(['basmati-chawal']);
    expect(await ids('चाव')).toEqual(['basmati-chawal']); // a prefix, as the shopper types
    // The default tokenizer splits चावल at its vowel sign (च + वल): here वल is no word of the item.
    expect(await ids('वल')).toEqual([]);
    expect((await suggest(openShop(env, S), 'चावल'))[0]).toMatchObject({
      kind: 'item',
      id: 'basmati-chawal',
      name: 'बासमती चावल',
      context: 'Anaj',
    });
    // And as the shopper's browser asks: the suggest API and the search page.
    const api = (await (
      await get(`/api/v2/search/suggest?q=${encodeURIComponent('चावल')}`, { headers: { storeID: S } })
    ).json()) as { suggestions: { kind: string; name: string }[] };
    expect(api.suggestions[0]).toMatchObject({ kind: 'item', name: 'बासमती चावल' });
    const res = await get(`/${S}/search/${encodeURIComponent('चावल')}`);
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain('बासमती चावल');
  });

  it('searches category names too', async () => {
    expect(await ids('mithai')).toEqual(expect.arrayContaining(['besan-ladoo', 'creme-brulee']));
  });

  it('treats FTS syntax as plain words: NEAR, OR, quotes, stars, columns, parentheses', async () => {
    expect(await ids('NEAR')).toEqual(['near-far']);
    expect(await ids('near(besan')).toContain('near-far');
    expect(await ids('"special"')).toEqual(['quote-item']);
    expect(await ids("dad's")).toEqual(['quote-item']);
    for (const q of [
      '"',
      '*',
      '^',
      'name:besan',
      'besan OR',
      'AND',
      '(',
      'NOT',
      '-besan',
      'a"b',
      "'; DROP TABLE items; --",
      '<script>alert(1)</script>',
    ]) {
      await expect(searchItems(openShop(env, S), q), q).resolves.toBeDefined();
    }
    expect(await ids('name:besan')).toEqual(await ids('name besan'));
    expect(await ids('*')).toEqual([]);
  });

  it('falls back to any word when no item has every word', async () => {
    expect(await ids('besan zzzzzz')).toEqual(['besan-ladoo', 'kadhi-mix']);
  });

  it("never shows disabled items, items of disabled categories, or other shops' items", async () => {
    const found = await ids('besan');
    expect(found).not.toContain('hidden-besan');
    expect(found).not.toContain('off-cat-besan');
    expect((await searchItems(openShop(env, 'dilli-kirana'), 'ladoo')).items.map((i) => i.ID)).not.toContain(
      'besan-ladoo',
    );
  });

  it('can search inside one category', async () => {
    expect(await ids('besan', 'mixes')).toEqual(['kadhi-mix']);
  });

  it('keeps the index in step with item and category changes', async () => {
    await labDb()
      .prepare(
        "INSERT OR IGNORE INTO items (id, cat_id, name, price) VALUES ('temp-item', 'mixes', 'Zafrani Pulao Mix', 100)",
      )
      .run();
    expect(await ids('zafrani')).toEqual(['temp-item']);
    await labDb().prepare("UPDATE items SET name = 'Kesar Pulao Mix' WHERE id = 'temp-item'").run();
    expect(await ids('zafrani')).toEqual([]);
    expect(await ids('kesar')).toEqual(['temp-item']);
    await labDb().prepare("UPDATE categories SET name = 'Instant Mixes' WHERE id = 'mixes'").run();
    expect(await ids('instant')).toEqual(expect.arrayContaining(['kadhi-mix', 'temp-item']));
    await labDb().prepare("DELETE FROM items WHERE id = 'temp-item'").run();
    expect(await ids('kesar')).toEqual([]);
  });

  it('drops items from the index when they or their category are disabled, and brings them back', async () => {
    const q = (sql: string) => labDb().prepare(sql).run();
    await q("UPDATE items SET is_disabled = 1 WHERE id = 'kadhi-mix'");
    expect(await ids('kadhi')).toEqual([]);
    await q("UPDATE items SET is_disabled = 0 WHERE id = 'kadhi-mix'");
    expect(await ids('kadhi')).toEqual(['kadhi-mix']);
    await q("UPDATE categories SET is_disabled = 1 WHERE id = 'tees'");
    expect(await ids('शांति')).toEqual([]);
    await q("UPDATE categories SET is_disabled = 0 WHERE id = 'tees'");
    expect(await ids('शांति')).toEqual(['shanti-tee']);
  });

  it('suggests the best items with their category', async () => {
    const s = await suggest(openShop(env, S), 'besa');
    expect(s[0]).toMatchObject({ kind: 'item', id: 'besan-ladoo', context: 'Mithai' });
  });
});

describe('search pages', () => {
  it('redirects the no-JavaScript form (/search?q=) to /search/{query}', async () => {
    const res = await get('/dilli-kirana/search?q=toor%20dal');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/dilli-kirana/search/toor%20dal');
    const scoped = await get('/noir-threads/search?q=linen&cat=shirts');
    expect(scoped.headers.get('Location')).toBe('/noir-threads/search/linen?cat=shirts');
  });

  it('shows ranked results for /search/{query}', async () => {
    const res = await get('/dilli-kirana/search/toor%20dal');
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = textOf(html);
    expect(text).toContain('Results for “toor dal”');
    expect(text).toContain('Toor (Arhar) Dal');
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it('shows a search box and no results list at /search', async () => {
    const res = await get('/dilli-kirana/search');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="search-page-q"');
    expect(html).not.toContain('data-testid="search-results"');
  });

  it('says nothing matched, and shows the query as text, never markup', async () => {
    const res = await get(`/dilli-kirana/search/${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('data-testid="search-empty"');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
