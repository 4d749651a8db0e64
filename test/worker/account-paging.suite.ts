import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { accountCall, signIn, uniqueUid } from './auth-helpers';

/** dilli-kirana's own database: orders and ledgers of a shopper live in the shop's object. */
const shop = openShop(env, 'dilli-kirana');

/** `n` orders of `uid`, several sharing a time (the id breaks the tie). */
async function seedOrders(uid: string, n: number) {
  const stmts = Array.from({ length: n }, (_, i) => {
    const id = `PG${uid.slice(-8)}${String(i).padStart(4, '0')}`;
    return shop.db
      .prepare(
        `INSERT INTO orders (id, uid, status, total, totals, address, payment_method, cash_due, sid, bag_key, idempotency_key, request_fingerprint, track_token, created_at, updated_at)
         VALUES (?, ?, 'DELIVERED', 100, '{}', '{}', 'COD', 100, 's', ?, ?, 'f', ?, ?, ?)`,
      )
      .bind(id, uid, `bag-${id}`, `idem-${id}`, `tt-${id}`, 1_700_000_000_000 + Math.floor(i / 3), 1_700_000_000_000);
  });
  await shop.db.batch(stmts);
  return n;
}

async function seedLedger(uid: string, kind: 'wallet' | 'udhaar', n: number) {
  await shop.db.batch(
    Array.from({ length: n }, (_, i) =>
      shop.db
        .prepare(
          `INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, note, created_at) VALUES (?, ?, ?, 'CREDIT', 1, ?, '', ?)`,
        )
        .bind(
          `e${String(i).padStart(4, '0')}-${crypto.randomUUID()}`,
          uid,
          kind,
          i + 1,
          1_700_000_000_000 + Math.floor(i / 4),
        ),
    ),
  );
}

/** Follows next_cursor from the first page to the end; every id it saw. */
async function walk(path: string, cookie: string, key: string, limit?: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const q = new URLSearchParams();
    if (cursor) q.set('cursor', cursor);
    if (limit) q.set('limit', String(limit));
    const res = await accountCall('GET', `${path}${q.size ? `?${q}` : ''}`, { cookie });
    expect(res.status).toBe(200);
    seen.push(...res.body[key].map((r: { id: string }) => r.id));
    cursor = res.body.next_cursor;
    if (cursor === null) return seen;
  }
  throw new Error('paging never ended');
}

describe('account lists page to the first entry', () => {
  it('pages through more than 50 orders, each exactly once, newest first', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await seedOrders(uid, 131);
    const first = await accountCall('GET', '/orders', { cookie });
    expect(first.body.orders).toHaveLength(50);
    expect(typeof first.body.next_cursor).toBe('string');
    const ids = await walk('/orders', cookie, 'orders');
    expect(ids).toHaveLength(131);
    expect(new Set(ids).size).toBe(131);
    const bySmallPages = await walk('/orders', cookie, 'orders', 7);
    expect(bySmallPages).toEqual(ids);
  });

  it('pages through more than 100 wallet and udhaar entries, each exactly once', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await seedLedger(uid, 'wallet', 230);
    await seedLedger(uid, 'udhaar', 101);
    const first = await accountCall('GET', '/wallet/wallet', { cookie });
    expect(first.body.entries).toHaveLength(100);
    const wallet = await walk('/wallet/wallet', cookie, 'entries');
    expect(wallet).toHaveLength(230);
    expect(new Set(wallet).size).toBe(230);
    expect(await walk('/wallet/wallet', cookie, 'entries', 200)).toEqual(wallet);
    const udhaar = await walk('/wallet/udhaar', cookie, 'entries');
    expect(new Set(udhaar).size).toBe(101);
  });

  it('pages through more than 100 reward entries', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await shop.db.batch(
      Array.from({ length: 150 }, (_, i) =>
        shop.db
          .prepare("INSERT INTO reward_entries (id, uid, points, reason, created_at) VALUES (?, ?, 1, 'Order', ?)")
          .bind(`r${i}-${crypto.randomUUID()}`, uid, 1_700_000_000_000 + Math.floor(i / 5)),
      ),
    );
    const first = await accountCall('GET', '/rewards', { cookie });
    expect(first.body).toMatchObject({ balance: 150, earned: 150 });
    const ids = await walk('/rewards', cookie, 'entries');
    expect(new Set(ids).size).toBe(150);
    expect(ids).toHaveLength(150);
  });

  it('refuses a bad cursor or limit with a clear 400, never a 5xx', async () => {
    const cookie = await signIn(uniqueUid());
    const bad = [
      'cursor=garbage!',
      'cursor=%ED%A0%80',
      `cursor=${'A'.repeat(3000)}`,
      'limit=0',
      'limit=201',
      'limit=abc',
      'limit=1e3',
      'cursor=WyJ4Il0',
      'limit=-5&cursor=',
      'cursor[]=1',
    ];
    for (const path of ['/orders', '/wallet/wallet', '/wallet/udhaar', '/rewards']) {
      for (const q of bad) {
        const res = await accountCall('GET', `${path}?${q}`, { cookie });
        expect(res.status, `${path}?${q}`).toBeLessThan(500);
        if (res.status === 400) expect(res.body).toMatchObject({ status: 0, code: 'BAD_INPUT' });
        if (q.startsWith('limit=0') || q === 'cursor=garbage!') expect(res.status).toBe(400);
      }
    }
  });

  it("never shows another shopper's entries behind a cursor, and asks anonymous callers to sign in", async () => {
    const [a, b] = [uniqueUid('a'), uniqueUid('b')];
    await seedLedger(a, 'wallet', 120);
    const [cookieA, cookieB] = [await signIn(a), await signIn(b)];
    const cursor = (await accountCall('GET', '/wallet/wallet', { cookie: cookieA })).body.next_cursor;
    const asB = await accountCall('GET', `/wallet/wallet?cursor=${cursor}`, { cookie: cookieB });
    expect(asB.body).toMatchObject({ status: 1, entries: [], next_cursor: null });
    expect((await accountCall('GET', `/wallet/wallet?cursor=${cursor}`)).status).toBe(401);
    const otherShop = await accountCall('GET', `/orders?cursor=${cursor}`, {
      cookie: await signIn(a, 'noir-threads'),
      storeId: 'noir-threads',
    });
    expect(otherShop.body).toMatchObject({ status: 1, orders: [], next_cursor: null });
  });

  it('links account pages to older entries without JavaScript, and back to the newest', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await seedOrders(uid, 55);
    await seedLedger(uid, 'udhaar', 105);
    const page = async (path: string) =>
      (
        await SELF.fetch(`http://localhost/dilli-kirana${path}`, { headers: { Cookie: cookie }, redirect: 'manual' })
      ).text();
    const first = await page('/account/pages/orders');
    const older = /data-testid="older-entries" href="([^"]+)"/.exec(first)?.[1]?.replace(/&amp;/g, '&');
    expect(older).toMatch(/^\/dilli-kirana\/account\/pages\/orders\?cursor=/);
    const second = await page(older!.replace('/dilli-kirana', ''));
    expect((second.match(/\/track\//g) ?? []).length).toBe(5);
    expect(second).not.toContain('data-testid="older-entries"');
    expect(second).toContain('Newest entries');
    const ledger = await page('/account/pages/customerwallets/udhaar');
    expect(ledger).toContain('Older entries');
    const junk = await SELF.fetch('http://localhost/dilli-kirana/account/pages/orders?cursor=junk', {
      headers: { Cookie: cookie },
      redirect: 'manual',
    });
    expect(junk.status).toBe(200);
  });
});
