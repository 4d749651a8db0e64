import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { accountCall, signIn, uniqueUid } from './auth-helpers';
import { expectOk, owner } from './admin-helpers';
import { callAs, expectRefusal, fuzzPath, ODD_IDS, REFUSED_CALLERS } from './owner-matrix';

const C = '/stores/dilli-kirana/customers';
const shopperPage = (path: string, cookie: string) =>
  SELF.fetch(`http://localhost/dilli-kirana${path}`, { headers: { Cookie: cookie } }).then((r) => r.text());

/** A shopper who signed in at dilli-kirana (so the shop knows them), with a phone and a name of their own. */
async function shopper(
  name = 'Meena Sharma',
  phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
) {
  const uid = uniqueUid('cust');
  const cookie = await signIn(uid, 'dilli-kirana', { phone_number: phone, name });
  return { uid, cookie, phone };
}

describe("owners run their customers' wallet and udhaar", () => {
  it("a wallet credit shows at once on the shopper's wallet page and API; a debit above the balance is refused 409 and changes nothing", async () => {
    const s = await shopper();
    const credit = await expectOk(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/wallet`, {
        type: 'CREDIT',
        amount: 50000,
        note: 'Cash at the counter',
      }),
      201,
    );
    expect(credit).toMatchObject({
      kind: 'wallet',
      balance: 50000,
      duplicate: false,
      customer: { uid: s.uid, wallet: 50000 },
    });
    const ledger = (await accountCall('GET', '/wallet/wallet', { cookie: s.cookie })).body;
    expect(ledger.balance).toBe(50000);
    expect(ledger.entries[0]).toMatchObject({ entry_type: 'CREDIT', amount: 50000, note: 'Cash at the counter' });
    expect(await shopperPage('/account/pages/customerwallets/wallet', s.cookie)).toContain('Cash at the counter');

    await expectRefusal(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/wallet`, { type: 'DEBIT', amount: 50001 }),
      409,
      'WALLET_LOW',
    );
    expect((await accountCall('GET', '/wallet/wallet', { cookie: s.cookie })).body.entries).toHaveLength(1);
    expect(
      (
        await expectOk(
          await owner('POST', 'dilli-kirana', `/customers/${s.uid}/wallet`, {
            type: 'DEBIT',
            amount: 50000,
            note: 'Cash back',
          }),
          201,
        )
      ).balance,
    ).toBe(0);
  });

  it('records udhaar charges and repayments; a repayment above what is owed is refused; the udhaar page shows them', async () => {
    const s = await shopper();
    await expectOk(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/udhaar`, {
        type: 'CHARGE',
        amount: 120000,
        note: 'Monthly ration',
      }),
      201,
    );
    await expectRefusal(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/udhaar`, { type: 'REPAYMENT', amount: 120001 }),
      409,
      'UDHAAR_OVERPAID',
    );
    const repaid = await expectOk(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/udhaar`, {
        type: 'REPAYMENT',
        amount: 20000,
        note: 'Paid ₹200 in cash',
      }),
      201,
    );
    expect(repaid).toMatchObject({ kind: 'udhaar', balance: 100000, customer: { udhaarOwed: 100000 } });
    expect((await accountCall('GET', '/wallet', { cookie: s.cookie })).body.udhaar).toEqual({
      owed: 100000,
      limit: 200000,
      available: 100000,
    });
    const html = await shopperPage('/account/pages/customerwallets/udhaar', s.cookie);
    expect(html).toContain('Paid ₹200 in cash');
    expect(html).toContain('Monthly ration');
  });

  it("a customer's own udhaar limit replaces the shop's for the owner's entries and on the shopper's wallet", async () => {
    const s = await shopper();
    await expectRefusal(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/udhaar`, { type: 'CHARGE', amount: 300000 }),
      409,
      'UDHAAR_LIMIT',
    );
    expect(
      (await expectOk(await owner('PATCH', 'dilli-kirana', `/customers/${s.uid}`, { UDHAAR_LIMIT: 500000 }))).customer
        .udhaarLimit,
    ).toBe(500000);
    await expectOk(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/udhaar`, { type: 'CHARGE', amount: 300000 }),
      201,
    );
    expect((await accountCall('GET', '/wallet', { cookie: s.cookie })).body.udhaar).toEqual({
      owed: 300000,
      limit: 500000,
      available: 200000,
    });
    // back to the shop's limit: owing more than it now, nothing more on credit
    await expectOk(await owner('PATCH', 'dilli-kirana', `/customers/${s.uid}`, { UDHAAR_LIMIT: null }));
    expect((await accountCall('GET', '/wallet', { cookie: s.cookie })).body.udhaar).toEqual({
      owed: 300000,
      limit: 200000,
      available: 0,
    });
    await expectRefusal(
      await owner('POST', 'dilli-kirana', `/customers/${s.uid}/udhaar`, { type: 'CHARGE', amount: 1 }),
      409,
      'UDHAAR_LIMIT',
    );
  });

  it('the same idempotency key records an entry once (a double tap on 2G)', async () => {
    const s = await shopper();
    const body = { type: 'CREDIT', amount: 10000, idempotencyKey: `tap-${s.uid}` };
    const [a, b] = await Promise.all([
      owner('POST', 'dilli-kirana', `/customers/${s.uid}/wallet`, body),
      owner('POST', 'dilli-kirana', `/customers/${s.uid}/wallet`, body),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect((await accountCall('GET', '/wallet/wallet', { cookie: s.cookie })).body).toMatchObject({
      balance: 10000,
      entries: [expect.anything()],
    });
  });

  it('finds customers by phone digits (with or without +91) or by name, paged', async () => {
    const tag = uniqueUid('N').slice(-8);
    const a = await shopper(`Lakshmi ${tag}`);
    const b = await shopper(`Lakshmi ${tag} Iyer`);
    const digits = a.phone.slice(3);
    for (const q of [digits, `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`, digits.slice(2, 8)]) {
      const found = await expectOk(await owner('GET', 'dilli-kirana', `/customers?q=${encodeURIComponent(q)}`));
      expect(
        found.customers.map((c: { uid: string }) => c.uid),
        q,
      ).toContain(a.uid);
    }
    const byName = await expectOk(
      await owner('GET', 'dilli-kirana', `/customers?q=${encodeURIComponent(`lakshmi ${tag}`)}&limit=1`),
    );
    expect(byName.total).toBe(2);
    expect(byName.customers).toHaveLength(1);
    const next = await expectOk(
      await owner('GET', 'dilli-kirana', `/customers?q=${encodeURIComponent(`lakshmi ${tag}`)}&limit=1&offset=1`),
    );
    expect([byName.customers[0].uid, next.customers[0].uid].sort()).toEqual([a.uid, b.uid].sort());
    // LIKE's own characters are taken literally
    expect((await expectOk(await owner('GET', 'dilli-kirana', `/customers?q=${encodeURIComponent('%')}`))).total).toBe(
      0,
    );
    expect((await expectOk(await owner('GET', 'dilli-kirana', `/customers/${a.uid}`))).customer).toMatchObject({
      uid: a.uid,
      name: `Lakshmi ${tag}`,
      phone: a.phone,
    });
  });

  it("refuses unknown customers, another shop's customers and a shop whose ledger is off", async () => {
    await expectRefusal(
      await owner('POST', 'dilli-kirana', '/customers/nobody-here/wallet', { type: 'CREDIT', amount: 100 }),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(
      await owner('PATCH', 'dilli-kirana', '/customers/nobody-here', { UDHAAR_LIMIT: 100 }),
      404,
      'NOT_FOUND',
    );
    const uid = uniqueUid('noir');
    await signIn(uid, 'noir-threads');
    await expectRefusal(
      await owner('POST', 'dilli-kirana', `/customers/${uid}/wallet`, { type: 'CREDIT', amount: 100 }),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(
      await owner('POST', 'noir-threads', `/customers/${uid}/wallet`, { type: 'CREDIT', amount: 100 }),
      409,
      'LEDGER_OFF',
    );
  });

  it("access matrix: only the shop's owner reaches the customer calls", async () => {
    const s = await shopper();
    const calls: [string, string, unknown][] = [
      ['GET', `${C}?q=98`, undefined],
      ['GET', `${C}/${s.uid}`, undefined],
      ['PATCH', `${C}/${s.uid}`, { UDHAAR_LIMIT: 1000 }],
      ['POST', `${C}/${s.uid}/wallet`, { type: 'CREDIT', amount: 100 }],
      ['POST', `${C}/${s.uid}/udhaar`, { type: 'CHARGE', amount: 100 }],
    ];
    for (const [method, path, body] of calls) {
      for (const [who, http, code] of REFUSED_CALLERS)
        await expectRefusal(await callAs(who, method, path, body), http, code, `${who} ${method} ${path}`);
      expect((await callAs('owner', method, path, body)).status, `${method} ${path}`).toBeLessThan(300);
    }
    expect((await accountCall('GET', '/wallet', { cookie: s.cookie })).body).toMatchObject({
      wallet: { balance: 100 },
      udhaar: { owed: 100, limit: 1000 },
    });
  });

  it('fuzzed bodies and odd ids: never 5xx, always the JSON refusal', { timeout: 120_000 }, async () => {
    const s = await shopper();
    for (const [method, path] of [
      ['POST', `${C}/${s.uid}/wallet`],
      ['POST', `${C}/${s.uid}/udhaar`],
      ['PATCH', `${C}/${s.uid}`],
    ])
      await fuzzPath(method, path);
    for (const id of ODD_IDS) {
      const res = await owner('POST', 'dilli-kirana', `/customers/${id}/wallet`, { type: 'CREDIT', amount: 100 });
      expect(res.status, id).toBeLessThan(500);
      expect([404, 400], id).toContain(res.status);
    }
    for (const q of ['%', '%00', '%ED%A0%80', 'x'.repeat(500), '%27%20OR%201%3D1']) {
      const res = await owner('GET', 'dilli-kirana', `/customers?q=${q}&limit=abc`);
      expect(res.status, q).toBeLessThan(500);
    }
    // nothing of the fuzzing reached the shopper's ledger
    expect((await accountCall('GET', '/wallet/wallet', { cookie: s.cookie })).body.entries.length).toBe(0);
  });
});
