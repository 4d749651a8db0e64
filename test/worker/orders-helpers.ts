import { createExecutionContext, env } from 'cloudflare:test';
import worker from '../../src/index';
import { signIn, uniqueUid } from './auth-helpers';
import { Shopper } from './cart-helpers';
import { openShop } from '../../src/data/shop/shop-db';
import { createShop } from './helpers';

export const SHOP_AT = { lat: 28.5677, lng: 77.2433 };
/** About 2 km east of SHOP_AT, and about 15 km east. */
export const NEAR = { LAT: 28.5677, LNG: 77.2633 };
export const FAR = { LAT: 28.5677, LNG: 77.3963 };

/**
 * A throwaway shop for order tests: prices without GST so totals are round. `dal` ₹60 untracked, `ghee` ₹60
 * with stock 1, `rice` ₹250 with stock 10, `tea` ₹100 (variant packs, stock 50). Rules can be overridden.
 */
export async function createOrderShop(
  rules: Record<string, unknown> = {},
  coupons: { code: string; value: number; usageLimit?: number; perUserLimit?: number }[] = [],
): Promise<string> {
  const id = `ord-${crypto.randomUUID().slice(0, 8)}`;
  const all = {
    GST: false,
    EXTRA_CHARGES: [],
    LAT_LNG: SHOP_AT,
    MAX_DELIVERY_RADIUS: 10,
    WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 20000 },
    ...rules,
  };
  const db = await createShop(id, 'Order Lab');
  await db.batch([
    db.prepare("UPDATE stores SET cust_care = '9876500000', cart_rules = ? WHERE id = ?").bind(JSON.stringify(all), id),
    db.prepare("INSERT INTO categories (id, name, position) VALUES ('staples', 'Staples', 1)"),
    db.prepare(
      `INSERT INTO items (id, cat_id, name, price, gst_percent, stock_qty, variants) VALUES
        ('dal', 'staples', 'Toor Dal', 6000, NULL, NULL, '{}'),
        ('ghee', 'staples', 'Desi Ghee', 6000, NULL, 1, '{}'),
        ('rice', 'staples', 'Basmati Rice', 25000, 5, 10, '{}'),
        ('tea', 'staples', 'Assam Tea', 10000, NULL, 50, '{"prices":[{"key":"250g","label":"250 g","price":10000},{"key":"1kg","label":"1 kg","price":36000}]}')`,
    ),
    ...coupons.map((c) =>
      db
        .prepare("INSERT INTO coupons (code, type, value, usage_limit, per_user_limit) VALUES (?, 'FLAT', ?, ?, ?)")
        .bind(c.code, c.value, c.usageLimit ?? null, c.perUserLimit ?? null),
    ),
  ]);
  return id;
}

/** A signed-in shopper of a shop with their own bag (direct calls, so hundreds run quickly). */
export class Buyer extends Shopper {
  /** The bindings API requests run with (a test may wrap the shop objects' namespace to watch the statements). */
  bindings: typeof env = env;

  constructor(
    storeId: string,
    readonly uid: string,
    readonly cookie: string,
  ) {
    super(storeId, true);
    this.extraCookie = cookie;
  }

  static async signIn(storeId: string, uid = uniqueUid('b')): Promise<Buyer> {
    const buyer = new Buyer(storeId, uid, await signIn(uid, storeId));
    await buyer.start();
    return buyer;
  }

  /** Another bag (session) of the same shopper. */
  async newBag(): Promise<Buyer> {
    const other = new Buyer(this.storeId, this.uid, this.cookie);
    await other.start();
    return other;
  }

  async request(method: string, path: string, body?: unknown, more: Record<string, string> = {}) {
    const cookies = [this.sid ? `${this.storeId}_cartSessionId=${this.sid}` : '', this.cookie, more.Cookie ?? '']
      .filter(Boolean)
      .join('; ');
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      storeID: this.storeId,
      ...more,
      Cookie: cookies,
    };
    const init = {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual' as const,
    };
    const res = await worker.fetch(
      new Request(`http://localhost${path}`, init),
      this.bindings as never,
      createExecutionContext(),
    );
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { http: res.status, body: json, headers: res.headers };
  }

  async addAddress(at: { LAT: number; LNG: number } | null = NEAR, name = 'Meera Sharma'): Promise<string> {
    const r = await this.request('POST', '/api/v2/account/addresses', {
      NAME: name,
      PHONE: '9811022334',
      LINE1: 'B-14, Lane 3',
      CITY: 'New Delhi',
      STATE: 'Delhi',
      PIN: '110024',
      ...(at ?? {}),
    });
    if (r.body.status !== 1) throw new Error(`address refused: ${JSON.stringify(r.body)}`);
    return r.body.address.id;
  }

  place(body: Record<string, unknown>, more: Record<string, string> = {}) {
    return this.request('POST', '/api/v2/orders/place', body, more);
  }

  async credit(kind: 'wallet' | 'udhaar', amount: number): Promise<void> {
    const shop = openShop(env, this.storeId);
    await shop.db.batch([
      shop.db
        .prepare('INSERT OR IGNORE INTO wallet_accounts (uid, kind, balance, updated_at) VALUES (?, ?, 0, 0)')
        .bind(this.uid, kind),
      shop.db
        .prepare('UPDATE wallet_accounts SET balance = balance + ? WHERE uid = ? AND kind = ?')
        .bind(amount, this.uid, kind),
      shop.db
        .prepare(
          'INSERT INTO wallet_entries (id, uid, kind, entry_type, amount, balance_after, created_at) VALUES (?, ?, ?, ?, ?, ?, 0)',
        )
        .bind(crypto.randomUUID(), this.uid, kind, kind === 'wallet' ? 'CREDIT' : 'DEBIT', amount, amount),
    ]);
  }
}

/** A query on one shop's database (the shop's id picks the database; the query's parameters follow it). */
export const one = async <T = any>(sql: string, storeId: string, ...args: unknown[]): Promise<T> =>
  (await openShop(env, storeId)
    .db.prepare(sql)
    .bind(...args)
    .first()) as T;
export const all = async <T = any>(sql: string, storeId: string, ...args: unknown[]): Promise<T[]> =>
  (
    await openShop(env, storeId)
      .db.prepare(sql)
      .bind(...args)
      .all()
  ).results as T[];

/** Money on a shopper's ledger: the balance row and the signed sum of its entries (they must agree). */
export async function ledger(storeId: string, uid: string, kind: 'wallet' | 'udhaar') {
  const balance =
    (
      await one<{ b: number } | null>(
        'SELECT balance AS b FROM wallet_accounts WHERE uid = ? AND kind = ?',
        storeId,
        uid,
        kind,
      )
    )?.b ?? 0;
  const sign =
    kind === 'wallet'
      ? "CASE entry_type WHEN 'DEBIT' THEN -amount ELSE amount END"
      : "CASE entry_type WHEN 'DEBIT' THEN amount ELSE -amount END";
  const sum = (
    await one<{ s: number }>(
      `SELECT COALESCE(SUM(${sign}), 0) AS s FROM wallet_entries WHERE uid = ? AND kind = ?`,
      storeId,
      uid,
      kind,
    )
  ).s;
  return { balance, sum };
}
