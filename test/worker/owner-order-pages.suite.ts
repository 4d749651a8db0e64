import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, keyFor, owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { fetchWith } from './auth-helpers';
import { callAs, expectRefusal, REFUSED_CALLERS, staffKeyFor } from './owner-matrix';
import { openShop } from '../../src/data/shop/shop-db';
import { newOrderId } from '../../src/domain/orders/order-id';
import { encodeCursor, istDayStart } from '../../src/domain/paging';

const DAY = 86_400_000;
/** 10:00 in India on 2026-03-01: the first of the generated orders. */
const START = istDayStart('2026-03-01')! + 10 * 3_600_000;

/**
 * A shop with one order placed by a shopper and `count` more copied from it through the shop's database, as a
 * busy shop would have them: several in the same millisecond (the cursor must still see each once), spread over
 * days, in every status, some from other shoppers' phones and names.
 */
async function busyShop(count: number) {
  const shop = await createOrderShop();
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('dal');
  const first = (await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string;
  const db = openShop(env, shop).db;
  const cols = (await db.prepare("SELECT name FROM pragma_table_info('orders')").all<{ name: string }>()).results.map(
    (r) => r.name,
  );
  const statuses = ['PLACED', 'ACCEPTED', 'PACKED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'AWAITING_PAYMENT'];
  const made: { id: string; created_at: number; status: string; phone: string; name: string }[] = [];
  const rows = Array.from({ length: count }, (_, i) => {
    // three orders share each millisecond; a new day every 40 orders
    const created_at = START + Math.floor(i / 40) * DAY + Math.floor(i / 3) * 1000;
    const phone = i % 50 === 7 ? '9000000007' : '9811022334';
    const name = i % 50 === 7 ? 'Kavya 50%_Rao' : 'Meera Sharma';
    const row = { id: newOrderId(created_at), created_at, status: statuses[i % statuses.length], phone, name };
    made.push(row);
    return row;
  });
  const set: Record<string, string> = {
    id: '?1',
    created_at: '?2',
    updated_at: '?2',
    status: '?3',
    bag_key: "?1 || '-bag'",
    idempotency_key: "?1 || '-idem'",
    track_token: 'lower(hex(randomblob(16)))',
    address: "json_set(address, '$.PHONE', ?4, '$.NAME', ?5)",
    payment_method: "CASE WHEN ?3 = 'AWAITING_PAYMENT' THEN 'UPI' ELSE payment_method END",
  };
  const select = cols.map((c) => set[c] ?? c).join(', ');
  for (let at = 0; at < rows.length; at += 50) {
    await db.batch(
      rows
        .slice(at, at + 50)
        .map((r) =>
          db
            .prepare(`INSERT INTO orders (${cols.join(', ')}) SELECT ${select} FROM orders WHERE id = ?6`)
            .bind(r.id, r.created_at, r.status, r.phone, r.name, first),
        ),
    );
  }
  // the placed order itself is the newest (placed now)
  const placed = await db
    .prepare('SELECT created_at FROM orders WHERE id = ?')
    .bind(first)
    .first<{ created_at: number }>();
  made.push({ id: first, created_at: placed!.created_at, status: 'PLACED', phone: '9811022334', name: 'Meera Sharma' });
  return { shop, first, made };
}

type Page = {
  orders: { order_id: string; created_at: number; status: string; phone: string; customer: string }[];
  next_cursor: string | null;
};

async function allPages(
  shop: string,
  query: string,
  limit = 200,
): Promise<{ ids: string[]; pages: number; orders: Page['orders'] }> {
  const orders: Page['orders'] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await owner(
      'GET',
      shop,
      `/orders?limit=${limit}${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    const body = await res.json<Page & { status: number }>();
    expect(res.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    expect(body.orders.length).toBeLessThanOrEqual(limit);
    orders.push(...body.orders);
    cursor = body.next_cursor;
    pages++;
    expect(pages).toBeLessThan(100);
  } while (cursor !== null);
  return { ids: orders.map((o) => o.order_id), pages, orders };
}

describe('owner order pages', () => {
  it('pages through 451 orders (three a millisecond) newest first: each once, next_cursor null at the end; the filters agree with the rows', {
    timeout: 120_000,
  }, async () => {
    const { shop, made } = await busyShop(450);
    const expected = [...made].sort((a, b) => b.created_at - a.created_at || (b.id < a.id ? -1 : 1)).map((o) => o.id);

    const whole = await allPages(shop, '');
    expect(whole.pages).toBe(3);
    expect(whole.ids).toEqual(expected);
    expect(new Set(whole.ids).size).toBe(451);
    const small = await allPages(shop, '', 7);
    expect(small.ids).toEqual(expected);

    // the default page is still 50, and the old `before` still pages by time
    const first = await (await owner('GET', shop, '/orders')).json<Page>();
    expect(first.orders.map((o) => o.order_id)).toEqual(expected.slice(0, 50));
    expect(typeof first.next_cursor).toBe('string');
    const before = START + 2 * DAY;
    const older = await allPages(shop, `&before=${before}`);
    expect(older.ids).toEqual(expected.filter((id) => made.find((o) => o.id === id)!.created_at < before));

    // status, IST days (inclusive), and the three kinds of q
    const shipped = await allPages(shop, '&status=SHIPPED', 20);
    expect(shipped.ids.sort()).toEqual(
      made
        .filter((o) => o.status === 'SHIPPED')
        .map((o) => o.id)
        .sort(),
    );
    const days = await allPages(shop, '&from=2026-03-02&to=2026-03-03');
    const inDays = made.filter(
      (o) => o.created_at >= START - 10 * 3_600_000 + DAY && o.created_at < START - 10 * 3_600_000 + 3 * DAY,
    );
    expect(inDays.length).toBe(80);
    expect(days.ids.sort()).toEqual(inDays.map((o) => o.id).sort());
    const oneDay = await allPages(shop, '&from=2026-03-05&to=2026-03-05&status=DELIVERED');
    expect(
      oneDay.orders.every(
        (o) => o.status === 'DELIVERED' && new Date(o.created_at + 330 * 60_000).toISOString().startsWith('2026-03-05'),
      ),
    ).toBe(true);
    expect(oneDay.ids.length).toBeGreaterThan(0);

    const byPhone = await allPages(shop, `&q=${encodeURIComponent('+91 90000 00007')}`, 3);
    expect(byPhone.ids.sort()).toEqual(
      made
        .filter((o) => o.phone === '9000000007')
        .map((o) => o.id)
        .sort(),
    );
    expect(byPhone.ids.length).toBe(9);
    const byName = await allPages(shop, `&q=${encodeURIComponent('50%_r')}`);
    expect(byName.ids.sort()).toEqual(
      made
        .filter((o) => o.name.includes('50%_R'))
        .map((o) => o.id)
        .sort(),
    );
    const percentOnly = await allPages(shop, `&q=${encodeURIComponent('%')}`);
    expect(percentOnly.ids.length).toBe(9);
    const one = made[123];
    const byNumber = await allPages(shop, `&q=${one.id.toLowerCase()}`);
    expect(byNumber.ids).toEqual([one.id]);
    expect((await allPages(shop, '&q=nobody-like-this')).ids).toEqual([]);

    // the phone search uses the index, not a scan of every order
    const plan = await openShop(env, shop)
      .db.prepare(
        "EXPLAIN QUERY PLAN SELECT id FROM orders WHERE json_extract(address, '$.PHONE') = ? ORDER BY created_at DESC, id DESC LIMIT 51",
      )
      .bind('9000000007')
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(' | ')).toMatch(/orders_by_phone/);
  });

  it('refuses a bad cursor, limit or date with a clear 400; the matrix and fuzzed queries never get a 5xx', {
    timeout: 120_000,
  }, async () => {
    const path = '/stores/dilli-kirana/orders';
    const key = await keyFor('dilli-kirana');
    for (const [query, field] of [
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${encodeCursor(['DIWALI'])}`, 'cursor'],
      [`cursor=${encodeCursor([1, 2])}`, 'cursor'],
      [`cursor=${'A'.repeat(2000)}`, 'cursor'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=ten', 'limit'],
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['from=2026-05-15&to=2026-05-14', 'to'],
      ['status=LOST', 'status'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await call('GET', `${path}?${query}`, { key });
      const body = await res.json<{ status: number; rsn: string; field?: string }>();
      expect(res.status, query).toBe(400);
      expect(body.status).toBe(0);
      expect(body.field, query).toBe(field);
      expect(body.rsn.length, query).toBeGreaterThan(10);
    }
    expect((await call('GET', `${path}?cursor=x&lang=hi`, { key })).status).toBe(400);

    expect((await callAs('owner', 'GET', `${path}?q=9811022334&from=2026-01-01`)).status).toBe(200);
    expect((await callAs('staff', 'GET', `${path}?status=PLACED`)).status).toBe(200);
    for (const [who, http, code] of REFUSED_CALLERS.filter(([w]) => w !== 'staff')) {
      await expectRefusal(await callAs(who, 'GET', `${path}?cursor=${encodeCursor([1, 'a'])}`), http, code, who);
    }
    await staffKeyFor('dilli-kirana');

    const odd = [
      '%00',
      '%ED%A0%80',
      '%F0%9F%98%80',
      "'%20OR%201=1--",
      '[]',
      '{}',
      '-1',
      '1e400',
      'NaN',
      '%2e%2e',
      'x'.repeat(300),
      '',
      '%25'.repeat(100),
      encodeURIComponent('अ'.repeat(100)),
      'a%25_%5C',
    ];
    for (const name of ['cursor', 'limit', 'from', 'to', 'q', 'status', 'before']) {
      for (const value of odd) {
        const res = await call('GET', `${path}?${name}=${value}`, { key });
        expect(res.status, `${name}=${value}`).toBeLessThan(500);
        expect(res.headers.get('Content-Type') ?? '').toContain('json');
      }
      const twice = await call('GET', `${path}?${name}=a&${name}=b`, { key });
      expect(twice.status, `${name} twice`).toBeLessThan(500);
    }
  });
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
  body: new URLSearchParams(fields).toString(),
});
const unescape = (href: string) => href.replace(/&amp;/g, '&');
const cardsOf = (html: string) =>
  [...html.matchAll(/data-order="([^"]+)" data-status="([A-Z_]+)"/g)].map((m) => ({ id: m[1], status: m[2] }));

describe('the console inbox pages', () => {
  it("tabs with counts, days, a search, and older pages to the shop's first order, all as plain links and GET forms", {
    timeout: 180_000,
  }, async () => {
    const { shop, made } = await busyShop(230);
    const signIn = await fetchWith(env, `/admin/${shop}/sign-in`, form({ key: await keyFor(shop) }));
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0];
    const get = async (path: string) => {
      const res = await fetchWith(env, path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      return res.text();
    };
    const count = (statuses: string[]) => made.filter((o) => statuses.includes(o.status)).length;

    const home = await get(`/admin/${shop}`);
    expect(home.indexOf('Waiting for payment (')).toBeLessThan(home.indexOf('New orders ('));
    expect(home).toMatch(new RegExp(`data-testid="inbox-tab-all">All \\(${made.length}\\)<`));
    expect(home).toMatch(new RegExp(`data-testid="inbox-tab-new">New orders \\(${count(['PLACED'])}\\)<`));
    expect(home).toMatch(
      new RegExp(`data-testid="inbox-tab-accepted">Accepted \\(${count(['ACCEPTED', 'PACKED'])}\\)<`),
    );
    expect(home).toMatch(new RegExp(`data-testid="inbox-tab-cancelled">Cancelled \\(${count(['CANCELLED'])}\\)<`));
    expect(/<form[^>]*data-testid="inbox-find"[^>]*>/.exec(home)?.[0]).toMatch(/method="get"/);
    expect(home).toContain('data-testid="inbox-accepted"');
    expect(cardsOf(home)).toHaveLength(25);

    // older pages from the first: every order once, newest first, to the shop's first order
    const seen: string[] = [];
    let html = home;
    let pages = 1;
    for (;;) {
      const older = /href="([^"]+)" data-testid="inbox-older"/.exec(html);
      if (!older) break;
      html = await get(unescape(older[1]));
      expect(html).toContain('data-testid="inbox-newest"');
      seen.push(...cardsOf(html).map((c) => c.id));
      pages++;
    }
    expect(pages).toBe(10);
    expect(html).toContain('That&#x27;s the shop&#x27;s first order.');
    const firstPageIds = cardsOf(home).map((c) => c.id);
    const everyId = [...firstPageIds, ...seen];
    expect(new Set(everyId).size).toBe(made.length);
    expect(everyId.length).toBe(made.length);

    // a tab keeps its statuses; its count matches; the search and days narrow the counts too
    const out = await get(`/admin/${shop}?tab=out`);
    expect(cardsOf(out).every((c) => c.status === 'SHIPPED')).toBe(true);
    // the tab pages too: its pages hold every SHIPPED order once
    const outIds = cardsOf(out).map((c) => c.id);
    for (let at = out, older; (older = /href="([^"]+)" data-testid="inbox-older"/.exec(at)); ) {
      at = await get(unescape(older[1]));
      expect(cardsOf(at).every((c) => c.status === 'SHIPPED')).toBe(true);
      outIds.push(...cardsOf(at).map((c) => c.id));
    }
    expect(new Set(outIds).size).toBe(count(['SHIPPED']));
    expect(outIds).toHaveLength(count(['SHIPPED']));
    expect(out).toContain('aria-current="page" data-testid="inbox-tab-out"');
    const phone = await get(`/admin/${shop}?q=${encodeURIComponent('90000 00007')}`);
    expect(
      cardsOf(phone)
        .map((c) => c.id)
        .sort(),
    ).toEqual(
      made
        .filter((o) => o.phone === '9000000007')
        .map((o) => o.id)
        .sort(),
    );
    expect(phone).toMatch(/data-testid="inbox-tab-all">All \(5\)</);
    expect(phone).toContain('value="90000 00007"');
    const number = await get(`/admin/${shop}?q=${made[17].id}`);
    expect(cardsOf(number).map((c) => c.id)).toEqual([made[17].id]);
    const day = await get(`/admin/${shop}?from=2026-03-02&to=2026-03-02&tab=delivered`);
    expect(cardsOf(day).length).toBeGreaterThan(0);
    expect(
      cardsOf(day).every(
        (c) => c.status === 'DELIVERED' && made.find((o) => o.id === c.id)!.created_at >= START + 14 * 3_600_000,
      ),
    ).toBe(true);
    expect(day).toContain('name="tab" value="delivered"');
    expect(await get(`/admin/${shop}?q=nobody-at-all`)).toContain('No orders match.');

    // bad links are a notice, never a 500; Hindi and Tamil tabs
    for (const query of [
      'cursor=garbage',
      `cursor=${encodeCursor(['x'])}`,
      'from=2026-02-31',
      'to=x&from=2026-01-01',
      'tab=__proto__',
      'q=%ED%A0%80',
      `q=${'x'.repeat(500)}`,
      'cursor=%00',
    ]) {
      const res = await fetchWith(env, `/admin/${shop}?${query}`, { headers: { Cookie: cookie } });
      expect(res.status, query).toBe(200);
      const text = await res.text();
      if (/cursor=garbage|from=2026-02-31/.test(query))
        expect(text, query).toContain('That date or page link was not valid');
    }
    expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
    expect(await get(`/admin/${shop}?lang=hi`)).toContain('नए (');
    expect(await get(`/admin/${shop}?lang=ta&tab=new`)).toContain('புதியவை (');
    // a one-tap move from a tab, days and a search leads back to that view; the form's `back` is rebuilt, never followed as given
    const newTab = await get(`/admin/${shop}?tab=new&from=2026-03-01`);
    expect(newTab).toContain('name="back" value="tab=new&amp;from=2026-03-01"');
    const placed = cardsOf(newTab)[0];
    const post = (id: string, fields: Record<string, string>) =>
      fetchWith(env, `/admin/${shop}/orders/${id}/move`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      });
    const moved = await post(placed.id, { to: 'ACCEPTED', back: 'tab=new&from=2026-03-01&evil=https://evil.example' });
    expect(moved.headers.get('Location')).toBe(`/admin/${shop}?tab=new&from=2026-03-01&moved=${placed.id}`);
    const refused = await post(placed.id, { to: 'DELIVERED', back: '//evil.example/?tab=new' });
    expect(refused.headers.get('Location')).toBe(`/admin/${shop}?notice=REFUSED`);
    const badBack = await post(cardsOf(newTab)[1].id, { to: 'ACCEPTED', back: 'cursor=forged&tab=new' });
    expect(badBack.headers.get('Location')).toBe(`/admin/${shop}?moved=${cardsOf(newTab)[1].id}`);

    // without the owner's cookie: the sign-in page, no orders
    const anonymous = await (await fetchWith(env, `/admin/${shop}?tab=new&q=9811022334`)).text();
    expect(anonymous).toContain('data-testid="owner-sign-in"');
    expect(cardsOf(anonymous)).toHaveLength(0);
  });
});
