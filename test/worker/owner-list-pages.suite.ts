import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, keyFor } from './admin-helpers';
import { createOrderShop } from './orders-helpers';
import { callAs, expectRefusal, REFUSED_CALLERS, staffKeyFor } from './owner-matrix';
import { fetchWith } from './auth-helpers';
import { openShop } from '../../src/data/shop/shop-db';
import { encodeCursor } from '../../src/domain/paging';

/** Follows `next_cursor` to the end: every row of the list, in order, and how many pages that took. */
async function walk(shop: string, path: string, rows: string, limit: number, id: (r: any) => string) {
  const key = await keyFor(shop);
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const res = await call(
      'GET',
      `/stores/${shop}${path}${sep}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { key },
    );
    const body = await res.json<Record<string, any>>();
    expect(res.status, `${path} ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
    expect(body[rows].length).toBeLessThanOrEqual(limit);
    expect(body).toHaveProperty('next_cursor');
    ids.push(...body[rows].map(id));
    cursor = body.next_cursor;
    pages++;
    expect(pages).toBeLessThan(60);
  } while (cursor !== null);
  return { ids, pages };
}

const LISTS = [
  '/orders',
  '/items',
  '/categories',
  '/customers',
  '/coupons',
  '/blogs',
  '/blog-collections',
  '/pages',
  '/branches',
  '/questions',
  '/suggestions',
  '/resellers',
  '/push-subscriptions',
  '/scripts',
  '/domains',
  '/keys',
];

describe('owner list pages', () => {
  it("coupons, questions, customers and items page to their end: each row once, in the list's order, next_cursor null at the end", {
    timeout: 120_000,
  }, async () => {
    const shop = await createOrderShop();
    const db = openShop(env, shop).db;
    const codes = Array.from({ length: 230 }, (_, i) => `C${String(i).padStart(3, '0')}`);
    const at = Date.now();
    const statements = [
      ...codes.map((code, i) =>
        db.prepare("INSERT INTO coupons (code, type, value, position) VALUES (?, 'FLAT', 10, ?)").bind(code, i % 3),
      ),
      // two questions share each millisecond
      ...Array.from({ length: 210 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO questions (id, item_id, user_id, question, created_at) VALUES (?, 'dal', 'u1', 'Fresh?', ?)",
          )
          .bind(`q${String(i).padStart(3, '0')}`, at - Math.floor(i / 2)),
      ),
      ...Array.from({ length: 205 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO customers (uid, phone, display_name, created_at, last_login_at) VALUES (?, ?, 'Asha', 1, ?)",
          )
          .bind(`u${String(i).padStart(3, '0')}`, `98100${String(i).padStart(5, '0')}`, at - Math.floor(i / 3)),
      ),
      ...Array.from({ length: 210 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO items (id, cat_id, name, price, variants, position) VALUES (?, 'staples', 'Same name', 100, '{}', ?)",
          )
          .bind(`item-${String(i).padStart(3, '0')}`, i % 2),
      ),
    ];
    for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100));

    const coupons = await walk(shop, '/coupons', 'records', 200, (r) => r.code);
    expect(coupons.pages).toBe(2);
    const byPosition = [...codes].sort(
      (a, b) => (Number(a.slice(1)) % 3) - (Number(b.slice(1)) % 3) || (a < b ? -1 : 1),
    );
    expect(coupons.ids).toEqual(byPosition);
    expect((await walk(shop, '/coupons', 'records', 7, (r) => r.code)).ids).toEqual(byPosition);

    const questions = await walk(shop, '/questions', 'questions', 50, (r) => r.id);
    expect(questions.pages).toBe(5);
    expect(new Set(questions.ids).size).toBe(210);
    const unanswered = await walk(shop, '/questions?unanswered=true', 'questions', 200, (r) => r.id);
    expect(unanswered.ids).toEqual(questions.ids);

    const customers = await walk(shop, '/customers', 'customers', 200, (r) => r.uid);
    expect(customers.ids).toHaveLength(205);
    expect(new Set(customers.ids).size).toBe(205);
    const found = await walk(shop, '/customers?q=981000020', 'customers', 3, (r) => r.uid);
    expect(found.pages).toBe(2);
    expect(found.ids).toEqual(['u200', 'u201', 'u202', 'u203', 'u204']);

    const items = await walk(shop, '/items', 'items', 30, (r) => r.ID);
    expect(items.ids).toHaveLength(214);
    expect(new Set(items.ids).size).toBe(214);
    // the old offset still pages the same order
    const offset = await (
      await call('GET', `/stores/${shop}/items?limit=30&offset=30`, { key: await keyFor(shop) })
    ).json<{ items: { ID: string }[] }>();
    expect(offset.items.map((i) => i.ID)).toEqual(items.ids.slice(30, 60));

    for (const path of [
      '/suggestions',
      '/resellers',
      '/push-subscriptions',
      '/categories',
      '/scripts',
      '/domains',
      '/keys',
    ]) {
      const body = await (await call('GET', `/stores/${shop}${path}`, { key: await keyFor(shop) })).json<
        Record<string, unknown>
      >();
      expect(body.next_cursor, path).toBeNull();
    }
  });

  it('every list refuses a cursor it did not give (400, field cursor) and a limit over 200; access matrix; fuzzed queries never 5xx', {
    timeout: 180_000,
  }, async () => {
    const key = await keyFor('dilli-kirana');
    const paged = LISTS.filter((p) => !['/categories', '/scripts', '/domains', '/keys'].includes(p));
    // about 330 reads that change nothing: the lists side by side, each list's calls one after another
    await Promise.all(
      paged.map(async (list) => {
        for (const bad of [
          'garbage',
          encodeCursor([{ a: 1 }] as never),
          encodeCursor(['x'.repeat(300)]),
          '%ED%A0%80',
        ]) {
          const res = await call('GET', `/stores/dilli-kirana${list}?cursor=${bad}`, { key });
          const body = await res.json<{ status: number; field?: string; rsn: string }>();
          expect(res.status, `${list} ${bad}`).toBe(400);
          expect(body.field, list).toBe('cursor');
          expect(body.rsn).toMatch(/cursor/);
        }
        expect((await call('GET', `/stores/dilli-kirana${list}?limit=201`, { key })).status, list).toBe(400);
        expect((await call('GET', `/stores/dilli-kirana${list}?limit=200`, { key })).status, list).toBe(200);
      }),
    );
    await Promise.all(
      LISTS.map(async (list) => {
        const path = `/stores/dilli-kirana${list}`;
        expect((await callAs('owner', 'GET', path)).status, list).toBe(200);
        for (const [who, http, code] of REFUSED_CALLERS) {
          if (who === 'staff' && list === '/orders') continue;
          await expectRefusal(await callAs(who, 'GET', path), http, code, `${who} ${list}`);
        }
        for (const query of [
          'cursor=',
          'cursor=%00',
          'cursor[]=a',
          'limit=-1',
          'limit=1e400',
          'limit=',
          `cursor=${'A'.repeat(5000)}`,
          'q=%ED%A0%80',
          'unanswered=maybe',
          'offset=-5',
          'catId=..%2F',
        ]) {
          const res = await call('GET', `${path}?${query}`, { key });
          expect(res.status, `${list}?${query}`).toBeLessThan(500);
          expect(res.headers.get('Content-Type') ?? '', `${list}?${query}`).toContain('json');
        }
      }),
    );
  });

  it('the owner OpenAPI document describes cursor, limit and next_cursor on every paged list, and the orders filters', async () => {
    const doc = await (await call('GET', '/openapi.json')).json<any>();
    const paramsOf = (path: string) =>
      (doc.paths[`/stores/{storeId}${path}`].get.parameters as { name: string; in: string }[])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(paramsOf('/orders')).toEqual(
      expect.arrayContaining(['status', 'before', 'from', 'to', 'q', 'limit', 'cursor']),
    );
    for (const list of [
      '/orders',
      '/items',
      '/customers',
      '/coupons',
      '/blogs',
      '/questions',
      '/suggestions',
      '/resellers',
      '/push-subscriptions',
    ]) {
      expect(paramsOf(list), list).toEqual(expect.arrayContaining(['limit', 'cursor']));
    }
    const text = JSON.stringify(doc.components.schemas);
    for (const reply of [
      'OrdersReply',
      'ItemList',
      'CustomerList',
      'CouponList',
      'QuestionsReply',
      'CategoryList',
      'KeyList',
      'DomainsReply',
      'CustomScriptList',
    ]) {
      expect(doc.components.schemas[reply]?.properties?.next_cursor, reply).toBeDefined();
    }
    expect(text).toContain('next_cursor');
  });

  it("the console's customers, coupons, questions and reviews page with plain Next page links to their end; owner only", {
    timeout: 120_000,
  }, async () => {
    const shop = await createOrderShop();
    const db = openShop(env, shop).db;
    const at = Date.now();
    const statements = [
      ...Array.from({ length: 57 }, (_, i) =>
        db
          .prepare("INSERT INTO coupons (code, type, value) VALUES (?, 'FLAT', 10)")
          .bind(`K${String(i).padStart(2, '0')}`),
      ),
      ...Array.from({ length: 45 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO customers (uid, phone, display_name, created_at, last_login_at) VALUES (?, '', 'Asha', 1, ?)",
          )
          .bind(`c${String(i).padStart(2, '0')}`, at - Math.floor(i / 4)),
      ),
      ...Array.from({ length: 55 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO questions (id, item_id, user_id, question, created_at, answer) VALUES (?, 'dal', 'u1', 'Fresh?', ?, ?)",
          )
          .bind(`q${String(i).padStart(2, '0')}`, at - Math.floor(i / 2), i % 5 === 0 ? 'Yes' : null),
      ),
      ...Array.from({ length: 53 }, (_, i) =>
        db
          .prepare(
            "INSERT INTO reviews (id, item_id, user_id, rating, body, created_at) VALUES (?, 'dal', ?, 4, 'Good dal', ?)",
          )
          .bind(`r${String(i).padStart(2, '0')}`, `u${i}`, at - Math.floor(i / 2)),
      ),
    ];
    await db.batch(statements);
    const signIn = await fetchWith(env, `/admin/${shop}/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams({ key: await keyFor(shop) }).toString(),
    });
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const get = async (path: string, who = cookie) => {
      const res = await fetchWith(env, path, { headers: { Cookie: who } });
      expect(res.status, path).toBe(200);
      return res.text();
    };
    async function follow(start: string, testid: string, row: RegExp) {
      const ids: string[] = [];
      let html = await get(start);
      let pages = 1;
      for (;;) {
        ids.push(...[...html.matchAll(row)].map((m) => m[1]));
        const next = new RegExp(`href="([^"]+)" data-testid="${testid}-next"`).exec(html);
        if (!next) break;
        html = await get(next[1].replace(/&amp;/g, '&'));
        expect(html).toContain(`data-testid="${testid}-first"`);
        pages++;
      }
      return { ids, pages };
    }
    const customers = await follow(
      `/admin/${shop}/customers`,
      'customers-page',
      /data-testid="console-customer" data-uid="([^"]+)"/g,
    );
    expect(customers.pages).toBe(3);
    expect(customers.ids).toEqual(Array.from({ length: 45 }, (_, i) => `c${String(i).padStart(2, '0')}`));
    const coupons = await follow(
      `/admin/${shop}/offers`,
      'coupons-page',
      /data-testid="console-coupon" data-code="([^"]+)"/g,
    );
    expect(coupons.pages).toBe(2);
    expect(coupons.ids).toEqual(Array.from({ length: 57 }, (_, i) => `K${String(i).padStart(2, '0')}`));
    const questions = await follow(
      `/admin/${shop}/questions`,
      'questions-page',
      /data-testid="console-question" data-id="([^"]+)"/g,
    );
    expect(questions.pages).toBe(2);
    expect(new Set(questions.ids).size).toBe(55);
    const open = await follow(
      `/admin/${shop}/questions?unanswered=1`,
      'questions-page',
      /data-testid="console-question" data-id="([^"]+)"/g,
    );
    expect(open.ids).toHaveLength(44);
    const reviews = await follow(
      `/admin/${shop}/reviews`,
      'reviews-page',
      /data-testid="console-review" data-id="([^"]+)"/g,
    );
    expect(reviews.pages).toBe(2);
    expect(new Set(reviews.ids).size).toBe(53);
    expect(await get(`/admin/${shop}/customers`)).toContain(`href="/admin/${shop}/questions"`);

    // a cursor that is not valid is the first page; a staff key, another shop's owner and anonymous see no rows
    for (const path of ['customers', 'offers', 'questions', 'reviews']) {
      for (const cursor of ['garbage', '%00', encodeCursor(['x']), 'A'.repeat(3000)]) {
        const html = await get(`/admin/${shop}/${path}?cursor=${cursor}`);
        expect(html, `${path} ${cursor}`).not.toContain('-page-first"');
      }
    }
    const staffIn = await fetchWith(env, `/admin/dilli-kirana/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: new URLSearchParams({ key: await staffKeyFor('dilli-kirana') }).toString(),
    });
    const staff = (staffIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    for (const path of ['questions', 'reviews']) {
      const asStaff = await (
        await fetchWith(env, `/admin/dilli-kirana/${path}`, { headers: { Cookie: staff } })
      ).text();
      expect(asStaff).not.toContain('data-testid="console-question"');
      const anonymous = await fetchWith(env, `/admin/${shop}/${path}`);
      expect(await anonymous.text()).not.toMatch(/data-testid="console-(question|review)"/);
      const other = await fetchWith(env, `/admin/${shop}/${path}`, {
        headers: { Cookie: cookie.replace(`owner_${shop}=`, 'owner_dilli-kirana=') },
      });
      expect(other.status).toBeLessThan(500);
    }
  });
});
