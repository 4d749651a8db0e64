import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { postWalletEntry, walletBalances } from '../../src/data/shop/account-wallet';
import { openShop } from '../../src/data/shop/shop-db';
import { accountCall, signIn, uniqueUid } from './auth-helpers';

/** dilli-kirana's own database (its ledgers, rewards and resellers live in the shop's object). */
const shop = openShop(env, 'dilli-kirana');

const base = (uid: string) => ({ uid, udhaarLimit: 200000, now: Date.now() });

describe('wallet and udhaar ledgers', () => {
  it('moves money atomically with a ledger entry per change, and never below zero or past the udhaar limit', async () => {
    const uid = uniqueUid();
    expect(
      await postWalletEntry(shop, {
        ...base(uid),
        kind: 'wallet',
        type: 'CREDIT',
        amount: 50000,
        note: 'Cash at counter',
      }),
    ).toEqual({ ok: true, balance: 50000, duplicate: false });
    expect(
      await postWalletEntry(shop, { ...base(uid), kind: 'wallet', type: 'DEBIT', amount: 20000, orderId: 'o-1' }),
    ).toMatchObject({ ok: true, balance: 30000 });
    expect(await postWalletEntry(shop, { ...base(uid), kind: 'wallet', type: 'DEBIT', amount: 30001 })).toMatchObject({
      ok: false,
      code: 'WALLET_LOW',
    });
    expect(
      await postWalletEntry(shop, { ...base(uid), kind: 'udhaar', type: 'DEBIT', amount: 150000, orderId: 'o-2' }),
    ).toMatchObject({ ok: true, balance: 150000 });
    expect(await postWalletEntry(shop, { ...base(uid), kind: 'udhaar', type: 'DEBIT', amount: 50001 })).toMatchObject({
      ok: false,
      code: 'UDHAAR_LIMIT',
    });
    expect(await postWalletEntry(shop, { ...base(uid), kind: 'udhaar', type: 'CREDIT', amount: 150001 })).toMatchObject(
      { ok: false, code: 'UDHAAR_OVERPAID' },
    );
    expect(await postWalletEntry(shop, { ...base(uid), kind: 'udhaar', type: 'CREDIT', amount: 50000 })).toMatchObject({
      ok: true,
      balance: 100000,
    });
    expect(await walletBalances(shop, uid)).toEqual({ wallet: 30000, udhaar: 100000 });
    const entries = await shop.db
      .prepare('SELECT COUNT(*) AS n FROM wallet_entries WHERE uid = ?')
      .bind(uid)
      .first('n');
    expect(entries).toBe(4);
  });

  it('applies a refund exactly once per idempotency key, even when retried concurrently', async () => {
    const uid = uniqueUid();
    const refund = {
      ...base(uid),
      kind: 'wallet' as const,
      type: 'REFUND' as const,
      amount: 9900,
      orderId: 'o-9',
      idempotencyKey: 'refund:o-9',
    };
    const results = await Promise.all(Array.from({ length: 8 }, () => postWalletEntry(shop, refund)));
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(results.every((r) => r.ok)).toBe(true);
    expect((await walletBalances(shop, uid)).wallet).toBe(9900);
  });

  it('loses no credit under concurrent changes', async () => {
    const uid = uniqueUid();
    await Promise.all(
      Array.from({ length: 10 }, () =>
        postWalletEntry(shop, { ...base(uid), kind: 'wallet', type: 'CREDIT', amount: 100 }),
      ),
    );
    expect((await walletBalances(shop, uid)).wallet).toBe(1000);
    const n = await shop.db.prepare('SELECT COUNT(*) AS n FROM wallet_entries WHERE uid = ?').bind(uid).first('n');
    expect(n).toBe(10);
  });

  it('shows balances, the udhaar limit and each ledger through the API', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await postWalletEntry(shop, { ...base(uid), kind: 'wallet', type: 'CREDIT', amount: 25000 });
    await postWalletEntry(shop, { ...base(uid), kind: 'udhaar', type: 'DEBIT', amount: 60000, orderId: 'o-3' });
    expect((await accountCall('GET', '/wallet', { cookie })).body).toEqual({
      status: 1,
      wallet: { balance: 25000 },
      udhaar: { owed: 60000, limit: 200000, available: 140000 },
    });
    const udhaar = await accountCall('GET', '/wallet/udhaar', { cookie });
    expect(udhaar.body).toMatchObject({ kind: 'udhaar', balance: 60000, limit: 200000 });
    expect(udhaar.body.entries[0]).toMatchObject({
      entry_type: 'DEBIT',
      amount: 60000,
      balance_after: 60000,
      order_id: 'o-3',
    });
    expect((await accountCall('GET', '/wallet/credit', { cookie })).status).toBe(404);
  });

  it('answers 404 where the shop offers no wallet', async () => {
    const cookie = await signIn(uniqueUid(), 'noir-threads');
    expect((await accountCall('GET', '/wallet', { cookie, storeId: 'noir-threads' })).status).toBe(404);
    expect((await accountCall('GET', '/wallet/wallet', { cookie, storeId: 'noir-threads' })).status).toBe(404);
  });
});

describe('rewards, orders and the reseller programme', () => {
  it('sums reward points earned and spent', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await shop.db.batch([
      shop.db
        .prepare("INSERT INTO reward_entries (id, uid, points, reason, created_at) VALUES (?, ?, 120, 'Order o-1', 1)")
        .bind(crypto.randomUUID(), uid),
      shop.db
        .prepare("INSERT INTO reward_entries (id, uid, points, reason, created_at) VALUES (?, ?, -50, 'Redeemed', 2)")
        .bind(crypto.randomUUID(), uid),
    ]);
    const res = await accountCall('GET', '/rewards', { cookie });
    expect(res.body).toMatchObject({ status: 1, balance: 70, earned: 120, spent: 50 });
    expect(res.body.entries.map((e: { points: number }) => e.points)).toEqual([-50, 120]);
  });

  it('lists no orders until checkout creates the orders table', async () => {
    const cookie = await signIn(uniqueUid());
    expect((await accountCall('GET', '/orders', { cookie })).body).toEqual({
      status: 1,
      orders: [],
      next_cursor: null,
    });
  });

  it('takes a reseller application (pending), refuses a second, and shows the dashboard once approved', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    expect((await accountCall('GET', '/reseller', { cookie })).body).toEqual({ status: 1, reseller: null });
    const bad = await accountCall('POST', '/reseller/apply', { cookie, body: { NAME: 'K', PHONE: '123', CITY: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['CITY', 'NAME', 'PHONE']);
    const applied = await accountCall('POST', '/reseller/apply', {
      cookie,
      body: { NAME: 'Kabir Malhotra', PHONE: '98100 12345', CITY: 'Gurugram' },
    });
    expect(applied.body.reseller).toMatchObject({ status: 'PENDING', phone: '9810012345' });
    expect(applied.body.reseller.referral_code).toMatch(/^[a-z0-9]{8}$/);
    expect(
      (
        await accountCall('POST', '/reseller/apply', {
          cookie,
          body: { NAME: 'Kabir', PHONE: '9810012345', CITY: 'Gurugram' },
        })
      ).status,
    ).toBe(409);
    await shop.db.prepare("UPDATE resellers SET status = 'APPROVED' WHERE uid = ?").bind(uid).run();
    await shop.db
      .prepare(
        "INSERT INTO reseller_transactions (id, uid, order_id, order_total, commission, status, created_at) VALUES ('rt-1', ?, 'o-7', 200000, 10000, 'EARNED', 1), ('rt-2', ?, 'o-8', 50000, 2500, 'PENDING', 2)",
      )
      .bind(uid, uid)
      .run();
    const dash = await accountCall('GET', '/reseller', { cookie });
    expect(dash.body.referral_link).toBe(`http://localhost/dilli-kirana?rid=${applied.body.reseller.referral_code}`);
    expect(dash.body.earnings).toEqual({ pending: 2500, earned: 10000, paid: 0 });
    expect((await accountCall('GET', '/reseller/transactions/rt-1', { cookie })).body.transaction).toMatchObject({
      order_id: 'o-7',
      commission: 10000,
    });
  });

  it('lets a rejected shopper apply again', async () => {
    const uid = uniqueUid();
    const cookie = await signIn(uid);
    await accountCall('POST', '/reseller/apply', {
      cookie,
      body: { NAME: 'Kabir', PHONE: '9810012345', CITY: 'Gurugram' },
    });
    await shop.db
      .prepare("UPDATE resellers SET status = 'REJECTED', owner_note = 'Need GST number' WHERE uid = ?")
      .bind(uid)
      .run();
    const again = await accountCall('POST', '/reseller/apply', {
      cookie,
      body: { NAME: 'Kabir', PHONE: '9810012345', CITY: 'Gurugram', BUSINESS_NAME: 'Kabir Traders' },
    });
    expect(again.body.reseller).toMatchObject({ status: 'PENDING', owner_note: '', business_name: 'Kabir Traders' });
  });
});
