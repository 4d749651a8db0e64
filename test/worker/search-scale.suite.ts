import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchItems, suggest } from '../../src/data/shop/search';
import { shopStub, unwrapShopAnswer, openShop } from '../../src/data/shop/shop-db';
import { StepDatabase } from '../../src/data/shop/sql-d1';
import { createShop, get, textOf } from './helpers';
import { ShopNotProvisioned, ShopRefusal } from '../../src/data/shop/shop-answer';

/**
 * Every shop has its own database (its ShopStore object), so one shop's search can neither see another
 * shop's items nor cost more because other shops exist. Rival shops here sell items under the same words,
 * in categories with the same ids, and even under the same item ids as dilli-kirana; every rival item's
 * name starts with "Rival", so a leak would show. dilli-kirana must answer exactly what it answered
 * before the rivals existed, reading exactly as many rows, and never name a rival's item; a shop's object
 * refuses any call made for another shop. And one shop of 100,000 items still answers quickly from its
 * own index.
 */
const HOME = 'dilli-kirana';
const RIVALS = ['rival-kirana-1', 'rival-kirana-2', 'rival-kirana-3'];
const PER_RIVAL = 5_000;
const WORDS = ['besan', 'basmati', 'atta', 'chakki', 'dal', 'ghee', 'paneer', 'rice', 'chawal', 'sooji'];
/** Words of dilli-kirana's own catalogue (each finds something there), and a prefix as the shopper types. */
const QUERIES = ['besan', 'basmati rice', 'chakki atta', 'dal', 'ghee', 'paneer', 'sooji', 'ba'];

const BIG = 'scale-lab';
const N = 100_000;
const BIG_WORDS = [
  'atta',
  'besan',
  'chawal',
  'dal',
  'ghee',
  'haldi',
  'jeera',
  'kesar',
  'makhana',
  'namkeen',
  'paneer',
  'rajma',
  'sooji',
  'til',
  'urad',
];

interface Answer {
  search: { id: string; name: string }[];
  suggest: { kind: string; id: string; name: string }[];
  rowsRead: number;
}

/** One shop's database that also counts the rows its statements read (the cost of a query, by SQLite's own count). */
function countingDb(storeId: string): { db: D1Database; rowsRead: () => number } {
  const stub = shopStub(env, storeId);
  let read = 0;
  const db = new StepDatabase({
    one: async (step) => {
      const [r] = unwrapShopAnswer(await stub.statements(storeId, [step]));
      read += r.rowsRead;
      return r;
    },
    many: async (steps) => {
      const rs = unwrapShopAnswer(await stub.statements(storeId, steps));
      for (const r of rs) read += r.rowsRead;
      return rs;
    },
  }) as unknown as D1Database;
  return { db, rowsRead: () => read };
}

/** What a shop answers to a query: its search, its suggestions (as the Worker runs them, inside the object) and the rows read. */
async function answer(storeId: string, q: string): Promise<Answer> {
  const { items } = await openShop(env, storeId).call('searchItems', q, {});
  const suggestions = await openShop(env, storeId).call('suggest', q);
  const counted = countingDb(storeId);
  await searchItems({ id: storeId, db: counted.db }, q);
  await suggest({ id: storeId, db: counted.db }, q);
  return {
    search: items.map((i) => ({ id: i.ID, name: i.ITEM_NAME })),
    suggest: suggestions.map((s) => ({ kind: s.kind, id: s.id, name: s.name })),
    rowsRead: counted.rowsRead(),
  };
}

const count = async (storeId: string, sql: string, ...args: unknown[]) =>
  (await openShop(env, storeId)
    .db.prepare(sql)
    .bind(...args)
    .first<{ n: number }>())!.n;

/** The shop's searchable items (enabled, in an enabled category) and the rows of its search index. */
async function indexFigures(storeId: string) {
  return {
    searchable: await count(
      storeId,
      `SELECT COUNT(*) AS n FROM items i JOIN categories c ON c.id = i.cat_id
      WHERE i.is_disabled = 0 AND c.is_disabled = 0`,
    ),
    // the index is the shop's own (each shop has a database of its own): every row is this shop's
    indexed: await count(storeId, 'SELECT COUNT(*) AS n FROM items_fts'),
    indexRows: await count(storeId, 'SELECT COUNT(*) AS n FROM items_fts'),
  };
}

const before = new Map<string, Answer>();
let homeIndexBefore: Awaited<ReturnType<typeof indexFigures>>;

/** A rival shop: dilli-kirana's categories and item ids under rival names, and generated items with the same words. */
async function createRival(
  storeId: string,
  n: number,
  homeCats: { id: string; name: string }[],
  homeItems: { id: string; cat_id: string; name: string; description: string }[],
) {
  const db = await createShop(storeId, `Rival Kirana ${n}`);
  await db.batch([
    ...homeCats.map((c, i) =>
      db.prepare('INSERT INTO categories (id, name, position) VALUES (?, ?, ?)').bind(c.id, `Rival ${c.name}`, i),
    ),
    ...homeItems.map((it, i) =>
      db
        .prepare('INSERT INTO items (id, cat_id, name, description, price, position) VALUES (?, ?, ?, ?, 111, ?)')
        .bind(it.id, it.cat_id, `Rival ${n} ${it.name}`, it.description, i),
    ),
  ]);
  const words = JSON.stringify(WORDS);
  const cats = JSON.stringify(homeCats.map((c) => c.id));
  await db
    .prepare(
      `WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ${PER_RIVAL - 1})
     INSERT INTO items (id, cat_id, name, description, price, position)
     SELECT 'rival-item-' || x, json_extract(?1, '$[' || (x % ${homeCats.length}) || ']'),
       'Rival ' || json_extract(?2, '$[' || (x % ${WORDS.length}) || ']') || ' ' || json_extract(?2, '$[' || ((x / ${WORDS.length}) % ${WORDS.length}) || ']') || ' ' || x,
       'Rival besan basmati chakki atta dal ghee paneer rice sooji.', 111, 1000 + x
     FROM n`,
    )
    .bind(cats, words)
    .run();
}

beforeAll(async () => {
  for (const q of QUERIES) before.set(q, await answer(HOME, q));
  homeIndexBefore = await indexFigures(HOME);

  const home = openShop(env, HOME).db;
  const homeCats = (
    await home
      .prepare('SELECT id, name FROM categories WHERE is_disabled = 0 ORDER BY position')
      .all<{ id: string; name: string }>()
  ).results;
  const homeItems = (
    await home
      .prepare(`SELECT i.id, i.cat_id, i.name, i.description FROM items i JOIN categories c ON c.id = i.cat_id
    WHERE i.is_disabled = 0 AND c.is_disabled = 0`)
      .all<{ id: string; cat_id: string; name: string; description: string }>()
  ).results;
  await Promise.all(RIVALS.map((id, i) => createRival(id, i + 1, homeCats, homeItems)));

  const big = await createShop(BIG, 'Scale Lab');
  await big.batch(
    Array.from({ length: 20 }, (_, c) =>
      big
        .prepare('INSERT OR IGNORE INTO categories (id, name, position) VALUES (?, ?, ?)')
        .bind(`cat-${c}`, `Aisle ${c}`, c),
    ),
  );
  const started = Date.now();
  const words = JSON.stringify(BIG_WORDS);
  await big
    .prepare(
      `WITH RECURSIVE n(x) AS (SELECT 0 UNION ALL SELECT x + 1 FROM n WHERE x < ${N - 1})
     INSERT OR IGNORE INTO items (id, cat_id, name, description, price, position)
     SELECT 'item-' || x, 'cat-' || (x % 20),
       json_extract('${words}', '$[' || (x % ${BIG_WORDS.length}) || ']') || ' ' || json_extract('${words}', '$[' || ((x / ${BIG_WORDS.length}) % ${BIG_WORDS.length}) || ']') || ' pack ' || x,
       'Generated item number ' || x || ' for load testing.', 1000 + (x % 500) * 100, x
     FROM n`,
    )
    .run();
  console.log(`generated ${RIVALS.length} rival shops and ${N} items in ${BIG} in ${Date.now() - started} ms`);
}, 300_000);

describe('shops share no search index', () => {
  it("each shop's index holds exactly its own searchable items, and dilli-kirana's did not change", async () => {
    expect(homeIndexBefore.searchable).toBeGreaterThan(20);
    expect(homeIndexBefore).toMatchObject({
      indexed: homeIndexBefore.searchable,
      indexRows: homeIndexBefore.searchable,
    });
    expect(await indexFigures(HOME)).toEqual(homeIndexBefore);
    for (const rival of RIVALS) {
      const figures = await indexFigures(rival);
      expect(figures.searchable, rival).toBe(PER_RIVAL + homeIndexBefore.searchable);
      expect(figures, rival).toEqual({
        searchable: figures.searchable,
        indexed: figures.searchable,
        indexRows: figures.searchable,
      });
    }
    expect(await indexFigures(BIG)).toEqual({ searchable: N, indexed: N, indexRows: N });
  });

  it('the rivals really sell under the same words and item ids: their own search finds their items', async () => {
    for (const rival of RIVALS) {
      for (const q of QUERIES) {
        const { search, suggest: suggestions } = await answer(rival, q);
        expect(search.length, `${rival} ${q}`).toBeGreaterThan(0);
        expect(suggestions.length, `${rival} ${q}`).toBeGreaterThan(0);
        for (const hit of [...search, ...suggestions.filter((s) => s.kind === 'item')])
          expect(hit.name, `${rival} ${q}`).toMatch(/^Rival /);
      }
      // dilli-kirana's item id `besan` is a rival item too, under the rival's name
      expect((await answer(rival, 'gram flour')).search.map((i) => i.id)).toContain('besan');
    }
  });

  it('dilli-kirana answers exactly as before the rivals existed, reading the same rows, and never names a rival item', async () => {
    for (const q of QUERIES) {
      const was = before.get(q)!;
      expect(was.search.length + was.suggest.length, q).toBeGreaterThan(0);
      const now = await answer(HOME, q);
      expect(now, q).toEqual(was);
      for (const hit of [...now.search, ...now.suggest]) expect(hit.name, q).not.toMatch(/Rival/);
    }
  });

  it('through the Worker too: suggest API, search page and an item id both shops use', async () => {
    const api = (await (await get('/api/v2/search/suggest?q=besan', { headers: { storeID: HOME } })).json()) as {
      suggestions: { name: string }[];
    };
    expect(api.suggestions.map((s) => s.name)).toContain('Besan (Gram Flour)');
    expect(JSON.stringify(api)).not.toContain('Rival');
    const rivalApi = (await (
      await get('/api/v2/search/suggest?q=besan', { headers: { storeID: RIVALS[0] } })
    ).json()) as { suggestions: { kind: string; name: string }[] };
    expect(rivalApi.suggestions.filter((s) => s.kind === 'item').length).toBeGreaterThan(0);
    for (const s of rivalApi.suggestions) expect(s.name).toMatch(/^Rival /);

    const page = textOf(await (await get(`/${HOME}/search/besan`)).text());
    expect(page).toContain('Besan (Gram Flour)');
    expect(page).not.toContain('Rival');
    const homeItem = textOf(await (await get(`/${HOME}/atta-flours/besan`)).text());
    expect(homeItem).toContain('Besan (Gram Flour)');
    expect(homeItem).not.toContain('Rival');
    expect(textOf(await (await get(`/${RIVALS[0]}/atta-flours/besan`)).text())).toContain('Rival 1 Besan (Gram Flour)');
  });
});

/** A shop object answers a refused call with `{ok: false, rsn}` (the Worker's side throws it): the error, or null when it ran. */
async function rejection(call: () => Promise<{ ok: boolean; rsn?: string }>): Promise<string | null> {
  const answer = await call();
  return answer.ok ? null : String(answer.rsn);
}

describe("a shop's object answers only for its shop", () => {
  it('refuses statements, repository calls, bag calls and provisioning named for another shop, and runs none of them', async () => {
    // Even a Worker that addressed the wrong object (rival-kirana-1's name mapped to dilli-kirana's object) gets
    // nothing: the handle's call throws the refusal, as it would throw a D1 error.
    const misrouted = {
      SHOP: {
        idFromName: (name: string) => env.SHOP.idFromName(name === RIVALS[0] ? HOME : name),
        get: (id: DurableObjectId) => env.SHOP.get(id),
      },
    };
    await expect(openShop(misrouted as never, RIVALS[0]).call('suggest', 'besan')).rejects.toThrow(
      /shop object of dilli-kirana refused a call for rival-kirana-1/,
    );
    const home = shopStub(env, HOME);
    const items = () => count(HOME, 'SELECT COUNT(*) AS n FROM items');
    const itemsBefore = await items();
    const refused = /refused a call for rival-kirana-1/;
    expect(
      await rejection(() => home.statements(RIVALS[0], [{ sql: 'SELECT COUNT(*) AS n FROM items', params: [] }])),
    ).toMatch(refused);
    expect(await rejection(() => home.statements(RIVALS[0], [{ sql: 'DELETE FROM items', params: [] }]))).toMatch(
      refused,
    );
    expect(
      await rejection(() =>
        home.statements(RIVALS[0], [
          { sql: 'DELETE FROM items', params: [] },
          { sql: 'DELETE FROM categories', params: [] },
        ]),
      ),
    ).toMatch(refused);
    expect(await rejection(() => home.call(RIVALS[0], 'suggest', ['besan'] as never))).toMatch(refused);
    expect(
      await rejection(() =>
        home.bag(RIVALS[0], 'read', [{ storeId: RIVALS[0], sid: 'a'.repeat(32), now: Date.now() }] as never),
      ),
    ).toMatch(refused);
    expect(await rejection(() => home.provision(RIVALS[0], { name: 'Take over', now: Date.now() }))).toMatch(
      /cannot become rival-kirana-1/,
    );
    expect(await items()).toBe(itemsBefore);
    expect(await home.schema()).toMatchObject({ storeId: HOME });
    // A rival's object refuses dilli-kirana the same way.
    expect(await rejection(() => shopStub(env, RIVALS[0]).statements(HOME, [{ sql: 'SELECT 1', params: [] }]))).toMatch(
      /refused a call for dilli-kirana/,
    );
  });

  it('an object that was never provisioned refuses every call and stays empty', async () => {
    const ghost = shopStub(env, 'never-provisioned');
    expect(
      await rejection(() => ghost.statements('never-provisioned', [{ sql: 'CREATE TABLE x (y)', params: [] }])),
    ).toMatch(/not provisioned/);
    expect(await rejection(() => ghost.call('never-provisioned', 'suggest', ['besan'] as never))).toMatch(
      /not provisioned/,
    );
    expect(await ghost.schema()).toEqual({ storeId: null, version: 0 });
  });

  it("the Worker's side gets the object's refusals as typed errors, not sentences to match", async () => {
    const ghost = openShop(env, 'never-provisioned');
    await expect(ghost.call('suggest', 'besan')).rejects.toBeInstanceOf(ShopNotProvisioned);
    await expect(ghost.db.prepare('SELECT 1').first()).rejects.toBeInstanceOf(ShopNotProvisioned);
    const misrouted = {
      SHOP: {
        idFromName: (name: string) => env.SHOP.idFromName(name === RIVALS[0] ? HOME : name),
        get: (id: DurableObjectId) => env.SHOP.get(id),
      },
    };
    const wrong = await openShop(misrouted as never, RIVALS[0])
      .call('suggest', 'besan')
      .catch((err: unknown) => err);
    expect(wrong).toBeInstanceOf(ShopRefusal);
    expect(wrong).not.toBeInstanceOf(ShopNotProvisioned);
    expect((wrong as ShopRefusal).code).toBe('wrong-shop');
  });
});

async function timed<T>(f: () => Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await f();
  return [r, performance.now() - t];
}

describe(`one shop of ${N.toLocaleString('en-IN')} items`, () => {
  it('answers ranked searches and suggestions quickly from its own index', async () => {
    const times: number[] = [];
    for (const q of ['besan', 'kes', 'paneer rajma', 'haldi jeera pack', 'pack 99999', 'zzzz', 'til', 'ur']) {
      const [res, ms] = await timed(() => openShop(env, BIG).call('searchItems', q, {}));
      times.push(ms);
      if (q === 'pack 99999') expect(res.items[0]?.ID).toBe('item-99999');
      if (q === 'zzzz') expect(res.items).toEqual([]);
      if (q === 'besan') expect(res.items.length).toBe(24);
      const [sug, sms] = await timed(() => openShop(env, BIG).call('suggest', q));
      if (q === 'kes') expect(sug.length).toBeGreaterThan(0);
      times.push(sms);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(`search at ${N} items: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    expect(p95).toBeLessThan(1500); // generous: CI machines vary; the bench tracks the real numbers
  });

  it('serves category and item pages of the big shop without scanning it', async () => {
    const [cat, catMs] = await timed(() => get(`/${BIG}/cat-7?page=3`));
    expect(cat.status).toBe(200);
    const [item, itemMs] = await timed(() => get(`/${BIG}/cat-7/item-99987`));
    expect(item.status).toBe(200);
    const [search, searchMs] = await timed(() => get(`/${BIG}/search/besan%20dal`));
    expect(search.status).toBe(200);
    console.log(
      `pages at ${N} items: category ${catMs.toFixed(0)} ms, item ${itemMs.toFixed(0)} ms, search ${searchMs.toFixed(0)} ms`,
    );
  });
});
