import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ShopStore } from '../../src/durable/shop-store';
import type { SqlStep } from '../../src/data/shop/sql-d1';
import { openShop } from '../../src/data/shop/shop-db';
import { Buyer, createOrderShop, one } from './orders-helpers';

/**
 * Placement writes in one batch of the shop's database, which its object runs as one transaction; the batch
 * ends by emptying the bag, which lives in the same object. Here each write statement of a real placement
 * batch is made to fail in turn by a test-only trigger in the shop's database (RAISE(ABORT) on the k-th row
 * that statement's table sees), and nothing of the order may remain: no order, no money moved, no stock
 * taken, the bag still full. Guard statements (`INSERT INTO order_guards ... WHERE changes() = 0`) write
 * nothing when all is well, so a trigger cannot fire there; their failure path is the concurrency tests'
 * (stock, coupon, wallet, udhaar) and the bag-revision tests'.
 */

/** The SQL of every transaction the Worker runs in a shop's object with these bindings, in order. */
function watchBatches(buyer: Buyer): string[][] {
  const seen: string[][] = [];
  const spyStub = (stub: DurableObjectStub<ShopStore>) =>
    new Proxy(stub, {
      get(target, prop) {
        if (prop === 'statements')
          return (storeId: string, steps: SqlStep[]) => {
            seen.push(steps.map((s) => s.sql));
            return target.statements(storeId, steps);
          };
        return Reflect.get(target, prop);
      },
    });
  const shops = new Proxy(env.SHOP, {
    get(target, prop) {
      if (prop === 'get') return (id: DurableObjectId) => spyStub(target.get(id));
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  buyer.bindings = { ...env, SHOP: shops } as typeof env;
  return seen;
}

type Op = 'INSERT' | 'UPDATE' | 'DELETE';
function target(sql: string): { op: Op; table: string } | null {
  const m = /^\s*(INSERT(?: OR IGNORE)? INTO|UPDATE|DELETE FROM)\s+(\w+)/i.exec(sql);
  if (!m || m[2] === 'order_guards') return null;
  return { op: m[1].split(' ')[0].toUpperCase() as Op, table: m[2] };
}

async function state(shop: string, buyer: Buyer) {
  const row = await one(
    `SELECT (SELECT COUNT(*) FROM orders) AS orders, (SELECT COUNT(*) FROM order_items) AS lines,
       (SELECT COUNT(*) FROM order_events) AS events, (SELECT group_concat(id || '=' || IFNULL(stock_qty, 'x')) FROM items) AS stock,
       (SELECT used_count FROM coupons) AS coupon_used, (SELECT COUNT(*) FROM coupon_redemptions) AS redemptions,
       (SELECT group_concat(kind || '=' || balance) FROM wallet_accounts) AS balances,
       (SELECT COUNT(*) FROM wallet_entries) AS entries, (SELECT COUNT(*) FROM reseller_transactions) AS commissions,
       (SELECT COUNT(*) FROM order_guards) AS guards, (SELECT COUNT(*) FROM bag_lines) AS bag_lines, (SELECT COUNT(*) FROM bag_manual_items) AS bag_manual,
       (SELECT group_concat(IFNULL(coupon, '-') || '@' || revision) FROM bags) AS bags`,
    shop,
  );
  return { ...row, bag: (await buyer.call('refreshCartCalculations')).body.cart.NUMBER_OF_ITEMS_CART };
}

async function injectEachStatement(method: 'WALLET' | 'UDHAAR') {
  const shop = await createOrderShop({ WALLET_CONFIG: { wallet: true, udhaar: true, udhaarLimit: 500000 } }, [
    { code: 'SAVE10', value: 1000, usageLimit: 5 },
  ]);
  const db = openShop(env, shop).db;
  await db
    .prepare(
      "INSERT INTO resellers (uid, status, name, phone, city, referral_code, applied_at) VALUES ('reseller-9', 'APPROVED', 'Kabir', '9810012345', 'Delhi', 'kabir9999', 1)",
    )
    .run();
  const buyer = await Buyer.signIn(shop);
  const address = await buyer.addAddress();
  if (method === 'WALLET') await buyer.credit('wallet', 30000);
  await buyer.add('dal');
  await buyer.add('rice', { selectedQuantity: 2 });
  await buyer.add('tea', { variantKey: '1kg' });
  await buyer.call('addManualItem', { manual_item: { name: 'Green chillies' } });
  expect((await buyer.call('addCouponToCart', { coupon_id: 'SAVE10' })).body.status).toBe(1);
  const seen = watchBatches(buyer);
  const place = () =>
    buyer.place(
      { address_id: address, payment_method: method, idempotency_key: `atomic-${method}` },
      { Cookie: `${shop}_rid=kabir9999` },
    );
  await db.prepare('CREATE TABLE IF NOT EXISTS probe_hits (tbl TEXT)').run();
  const disarm = (name: string) => db.prepare(`DROP TRIGGER ${name}`).run();

  // The shop had no order before, so a row in orders means "inside the placement transaction": reading the bag
  // (which touches it) and the state checks never trip a trigger, only the placement's own statements do.
  const arm = async (name: string, op: string, table: string, skip: number) =>
    db
      .prepare(
        `CREATE TRIGGER ${name} BEFORE ${op} ON ${table} ${table === 'orders' ? '' : 'WHEN EXISTS (SELECT 1 FROM orders)'} BEGIN
       INSERT INTO probe_hits (tbl) VALUES ('${table}');
       SELECT RAISE(ABORT, 'injected failure') WHERE (SELECT COUNT(*) FROM probe_hits) > ${skip};
     END`,
      )
      .run();

  // A first attempt fails on its first statement, which shows us the whole batch without changing anything.
  const before = await state(shop, buyer);
  await arm('inject_probe', 'INSERT', 'orders', 0);
  expect((await place()).http).toBe(500);
  await disarm('inject_probe');
  const batch = seen.find((b) => /^\s*INSERT INTO orders/.test(b[0]))!;
  const writes = batch.map(target);
  expect(writes.filter(Boolean).length).toBeGreaterThanOrEqual(method === 'WALLET' ? 16 : 17);
  // the bag is emptied inside the same transaction
  expect(
    writes
      .filter((w) => w && ['bags', 'bag_lines', 'bag_manual_items'].includes(w.table))
      .map((w) => `${w!.op} ${w!.table}`),
  ).toEqual(['UPDATE bags', 'DELETE bag_lines', 'DELETE bag_manual_items']);
  expect(before).toMatchObject({ orders: 0, bag_lines: 3, bag_manual: 1 });
  expect(before.bags).toMatch(/^SAVE10@\d+$/);
  expect(await state(shop, buyer)).toEqual(before);

  for (let k = 0; k < batch.length; k++) {
    const t = writes[k];
    if (!t) continue;
    const skip = writes.slice(0, k).filter((w) => w?.table === t.table && w.op === t.op).length;
    await arm(`inject_${k}`, t.op, t.table, skip);
    const r = await place();
    await disarm(`inject_${k}`);
    expect(r.http, `statement ${k}: ${batch[k].slice(0, 60)} -> ${JSON.stringify(r.body)}`).toBe(500);
    expect(await state(shop, buyer), `statement ${k}: ${batch[k].slice(0, 60)}`).toEqual(before);
  }

  const ok = await place();
  expect(ok.body.status).toBe(1);
  const after = await state(shop, buyer);
  expect(after).toMatchObject({
    orders: 1,
    lines: 4,
    events: 1,
    stock: 'dal=x,ghee=1,rice=8,tea=49',
    coupon_used: 1,
    redemptions: 1,
    commissions: 1,
    guards: 0,
    bag: 0,
    bag_lines: 0,
    bag_manual: 0,
  });
  expect(after.bags).toMatch(/^-@/);
  expect(after.balances).toBe(method === 'WALLET' ? 'wallet=0' : 'udhaar=91000');
}

describe('placement is all-or-nothing', () => {
  it(
    'a failure injected at each statement of a wallet-paid placement leaves nothing behind',
    () => injectEachStatement('WALLET'),
    120_000,
  );
  it(
    'a failure injected at each statement of an udhaar-paid placement leaves nothing behind',
    () => injectEachStatement('UDHAAR'),
    120_000,
  );
});
