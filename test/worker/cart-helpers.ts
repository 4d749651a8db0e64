import { createExecutionContext, env, SELF } from 'cloudflare:test';
import worker from '../../src/index';
import { openShop } from '../../src/data/shop/shop-db';
import { createShop } from './helpers';

export const CART = 'http://localhost/api/v2/plugins/cart';

export interface CartReply {
  http: number;
  setCookie: string | null;
  body: any;
}

/** A browser-like shopper of one shop: keeps the cart cookie between calls. */
export class Shopper {
  sid: string | null = null;
  /** More cookies to send, e.g. the `userToken=…` of a signed-in shopper. */
  extraCookie: string | null = null;
  /**
   * `direct` calls the Worker's fetch in this isolate instead of through SELF: the same app, D1 and
   * Durable Objects, without the harness's per-request overhead, which grows with every SELF call.
   */
  constructor(
    readonly storeId = 'dilli-kirana',
    readonly direct = false,
  ) {}

  async call(name: string, body: unknown = {}, extra: Record<string, string> = {}): Promise<CartReply> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', storeID: this.storeId, ...extra };
    const cookies = [this.sid ? `${this.storeId}_cartSessionId=${this.sid}` : '', this.extraCookie ?? ''].filter(
      Boolean,
    );
    if (cookies.length) headers.Cookie = cookies.join('; ');
    const init = { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) };
    const res = this.direct
      ? await worker.fetch(new Request(`${CART}/${name}`, init), env as never, createExecutionContext())
      : await SELF.fetch(`${CART}/${name}`, init);
    const setCookie = res.headers.get('Set-Cookie');
    const m = setCookie && new RegExp(`${this.storeId}_cartSessionId=([^;]*)`).exec(setCookie);
    if (m) this.sid = m[1] || null;
    return { http: res.status, setCookie, body: await res.json() };
  }

  /** Starts a session (getCartSessionID) and returns its id. */
  async start(): Promise<string> {
    const r = await this.call('getCartSessionID');
    if (r.body.status !== 1) throw new Error(`no session: ${JSON.stringify(r.body)}`);
    return r.body.session_id;
  }

  add(ID: string, more: Record<string, unknown> = {}) {
    return this.call('addProductToCart', { item: { ID, ...more } });
  }
}

/** A throwaway shop of our own, so tests may change its catalogue freely. */
export async function createLabShop(
  opts: { onlySingle?: boolean; rules?: Record<string, unknown> } = {},
): Promise<string> {
  const id = `lab-${crypto.randomUUID().slice(0, 8)}`;
  const rules = { GST: true, ONLY_SINGLE_CATALOG: !!opts.onlySingle, EXTRA_CHARGES: [], ...opts.rules };
  const db = await createShop(id, 'Lab Shop');
  await db.batch([
    db.prepare('UPDATE stores SET cart_rules = ? WHERE id = ?').bind(JSON.stringify(rules), id),
    db.prepare("INSERT INTO categories (id, name, position) VALUES ('tea', 'Tea', 1), ('cups', 'Cups', 2)"),
    db.prepare(
      `INSERT INTO items (id, cat_id, name, image, price, gst_percent, stock_qty, variants) VALUES
        ('assam', 'tea', 'Assam Tea', '/img/p/assam.svg', 25000, 5, 10, '{}'),
        ('darjeeling', 'tea', 'Darjeeling Tea', '/img/p/darjeeling.svg', 40000, 5, NULL, '{"prices":[{"key":"100g","label":"100 g","price":40000},{"key":"250g","label":"250 g","price":90000,"gst":12}]}'),
        ('mug', 'cups', 'Clay Mug', '/img/p/mug.svg', 15000, 12, 3, '{"sizes":["S","L"],"colors":[{"name":"Red","hex":"#aa0000"}]}')`,
    ),
  ]);
  return id;
}

/** One statement on a shop's own database. */
export const sql = (storeId: string, query: string, ...args: unknown[]) =>
  openShop(env, storeId)
    .db.prepare(query)
    .bind(...args)
    .run();
