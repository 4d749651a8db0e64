import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, keyFor, owner } from './admin-helpers';
import { callAs, expectRefusal, fuzzPath, ODD_IDS, REFUSED_CALLERS } from './owner-matrix';
import { all, createOrderShop, one } from './orders-helpers';

// A shop's opt-in to ONDC (#39 step 1): PATCH /ondc, its items' network fields, who may call them, and bad input.

const SHOP = 'dilli-kirana';
const CARE = { name: 'Ramesh Gupta', email: 'care@dillikirana.test', phone: '9810012345' };
const OPT_IN = {
  enabled: true,
  domain: 'ONDC:RET10',
  fssai_licence: '10020011000123',
  consumer_care: CARE,
  city: 'std:011',
};
const FULL_FIELDS = {
  manufacturer: 'ITC Ltd, Bengaluru',
  net_quantity: '5 kg',
  country_of_origin: 'IND',
  veg: true,
  returnable: false,
  cancellable: true,
  time_to_ship: 'PT45M',
  available_on_cod: true,
};

async function listed(): Promise<{
  ondc: Record<string, unknown> | null;
  items: Array<{ id: string; missing: string[]; listed: boolean; left_out: boolean }>;
}> {
  const res = await owner('GET', SHOP, '/ondc');
  expect(res.status).toBe(200);
  return res.json();
}

async function ondcShopRow(storeId: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT enabled, domain, city FROM ondc_shops WHERE store_id = ?').bind(storeId).first();
}

describe('ONDC opt-in (owner API)', () => {
  it('opts a shop in, keeps unsent fields on a later PATCH, and lists it for the network by domain and city', async () => {
    const before = await listed();
    expect(before.ondc).toBeNull();
    expect(before.items.length).toBeGreaterThan(3);
    expect(before.items.every((i) => !i.listed && i.missing.includes('net_quantity'))).toBe(true);

    const res = await owner('PATCH', SHOP, '/ondc', OPT_IN);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 1, ondc: OPT_IN });
    expect(await ondcShopRow(SHOP)).toEqual({ enabled: 1, domain: 'ONDC:RET10', city: 'std:011' });

    const later = await owner('PATCH', SHOP, '/ondc', { city: 'std:080' });
    expect(await later.json()).toEqual({ status: 1, ondc: { ...OPT_IN, city: 'std:080' } });
    expect((await listed()).ondc).toEqual({ ...OPT_IN, city: 'std:080' });
    await owner('PATCH', SHOP, '/ondc', { city: 'std:011' });
  });

  it('requires domain, city and consumer care the first time, and an FSSAI licence to sell groceries', async () => {
    const fresh = 'noir-threads';
    const key = await keyFor(fresh);
    const patch = (body: unknown) => call('PATCH', `/stores/${fresh}/ondc`, { key, body });
    await expectRefusal(await patch({ enabled: true }), 400, 'INVALID_FIELD');
    await expectRefusal(
      await patch({ enabled: true, domain: 'ONDC:RET12', consumer_care: CARE }),
      400,
      'INVALID_FIELD',
    );
    await expectRefusal(
      await patch({ enabled: true, domain: 'ONDC:RET10', consumer_care: CARE, city: 'std:022' }),
      400,
      'INVALID_FIELD',
    );
    expect(await ondcShopRow(fresh)).toBeNull();
    const ok = await patch({ enabled: true, domain: 'ONDC:RET12', consumer_care: CARE, city: 'std:022' });
    expect(await ok.json()).toMatchObject({
      status: 1,
      ondc: { domain: 'ONDC:RET12', fssai_licence: null, city: 'std:022' },
    });
    // switching to groceries without a licence is refused and changes nothing
    await expectRefusal(await patch({ domain: 'ONDC:RET10' }), 400, 'INVALID_FIELD');
    expect(await ondcShopRow(fresh)).toEqual({ enabled: 1, domain: 'ONDC:RET12', city: 'std:022' });
    await patch({ enabled: false });
    expect(await ondcShopRow(fresh)).toMatchObject({ enabled: 0 });
  });

  it("takes a fashion item's size chart and only the network's fabrics; never 5xx on junk", async () => {
    const boutique = 'noir-threads';
    const key = await keyFor(boutique);
    const opted = await call('PATCH', `/stores/${boutique}/ondc`, {
      key,
      body: { domain: 'ONDC:RET12', consumer_care: CARE, city: 'std:022' },
    });
    expect(opted.status).toBe(200);
    const standing = await (await call('GET', `/stores/${boutique}/ondc`, { key })).json<{ items: { id: string }[] }>();
    const itemId = standing.items[0].id;
    const put = (fields: Record<string, unknown>) =>
      call('PUT', `/stores/${boutique}/ondc/items/${itemId}`, { key, body: { fields } });
    const saved = () =>
      one<{ fields: string } | null>('SELECT fields FROM ondc_items WHERE item_id = ?', boutique, itemId);
    const fashion = { ...FULL_FIELDS, gender: 'unisex', brand: 'Noir', colour: '#1A1A1A', size: 'M' };
    // the owner's "Lycra" is the network's elastane; without a size chart the item is not sent and says so
    const noChart = await put({ ...fashion, fabric: 'Lycra' });
    expect(noChart.status).toBe(200);
    expect(await noChart.json()).toMatchObject({ item: { listed: false, missing: ['size_chart'] } });
    expect(JSON.parse((await saved())!.fields)).toMatchObject({ fabric: 'elastane' });
    const before = (await saved())!.fields;
    for (const bad of [
      { fabric: 'moonbeam' },
      { size_chart: 'http://noir.example/sizes.png' },
      { size_chart: 'javascript:alert(1)' },
      { size_chart: `https://noir.example/\ud800` },
      { size_chart: `https://noir.example/${'a'.repeat(600)}` },
      { size_chart: { nested: { deeper: ['https://noir.example/s.png'] } } },
      { fabric: 42 },
    ]) {
      const res = await put({ ...fashion, ...bad });
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.json()).toMatchObject({ status: 0 });
    }
    expect((await saved())!.fields).toBe(before);
    const done = await put({ ...fashion, fabric: 'cotton', size_chart: 'https://noir.example/sizes.png' });
    expect(await done.json()).toMatchObject({ item: { listed: true, missing: [] } });
  });

  it('lists what each item lacks for its domain; a filled item is listed, a left-out one is not', async () => {
    await owner('PATCH', SHOP, '/ondc', OPT_IN);
    const half = await owner('PUT', SHOP, '/ondc/items/basmati-classic', {
      fields: { manufacturer: 'ITC Ltd', veg: true },
    });
    expect(half.status).toBe(200);
    expect(await half.json()).toMatchObject({
      status: 1,
      item: {
        id: 'basmati-classic',
        listed: false,
        missing: ['net_quantity', 'country_of_origin', 'returnable', 'cancellable', 'time_to_ship', 'available_on_cod'],
      },
    });
    const full = await owner('PUT', SHOP, '/ondc/items/basmati-classic', { fields: FULL_FIELDS });
    expect(await full.json()).toMatchObject({ item: { listed: true, missing: [], left_out: false } });
    let atta = (await listed()).items.find((i) => i.id === 'basmati-classic');
    expect(atta).toMatchObject({ listed: true, missing: [] });
    await owner('PUT', SHOP, '/ondc/items/basmati-classic', { left_out: true, fields: FULL_FIELDS });
    atta = (await listed()).items.find((i) => i.id === 'basmati-classic');
    expect(atta).toMatchObject({ listed: false, left_out: true, missing: [] });
    await owner('PUT', SHOP, '/ondc/items/basmati-classic', { fields: FULL_FIELDS });
  });

  it('refuses unknown items, bad fields and odd ids with a 4xx JSON reason and saves nothing', async () => {
    await expectRefusal(await owner('PUT', SHOP, '/ondc/items/no-such-item', { fields: FULL_FIELDS }), 404);
    for (const fields of [
      { veg: 'yes' },
      { country_of_origin: 'India' },
      { time_to_ship: '45 minutes' },
      { net_quantity: '' },
      { colour: 'red' },
    ]) {
      await expectRefusal(
        await owner('PUT', SHOP, '/ondc/items/basmati-classic', { fields }),
        400,
        undefined,
        JSON.stringify(fields),
      );
    }
    for (const body of [
      { domain: 'ONDC:RET99' },
      { city: 'Delhi' },
      { fssai_licence: '123' },
      { consumer_care: { ...CARE, email: 'nope' } },
      { enabled: 'yes' },
      { extra: 1 },
    ]) {
      await expectRefusal(await owner('PATCH', SHOP, '/ondc', body), 400, undefined, JSON.stringify(body));
    }
    expect((await listed()).ondc).toMatchObject({ city: 'std:011', domain: 'ONDC:RET10' });
    for (const id of ODD_IDS) {
      const res = await call('PUT', `/stores/${SHOP}/ondc/items/${id}`, {
        key: await keyFor(SHOP),
        body: { fields: {} },
      });
      expect(res.status, id).toBeLessThan(500);
      expect(res.status, id).toBeGreaterThanOrEqual(400);
    }
  });

  it("is the owner's alone: staff 403, another shop 404, shopper and anonymous 401", async () => {
    for (const [who, http, code] of REFUSED_CALLERS) {
      await expectRefusal(
        await callAs(who, 'PATCH', `/stores/${SHOP}/ondc`, { enabled: false }),
        http,
        code,
        `${who} PATCH`,
      );
      await expectRefusal(
        await callAs(who, 'PUT', `/stores/${SHOP}/ondc/items/basmati-classic`, { left_out: true }),
        http,
        code,
        `${who} PUT`,
      );
      if (who !== 'staff')
        await expectRefusal(await callAs(who, 'GET', `/stores/${SHOP}/ondc`), http, code, `${who} GET`);
    }
    expect((await listed()).ondc).toMatchObject({ enabled: true });
  });

  it("takes concurrent opt-ins one after the other: the list the search reads matches the shop's record", async () => {
    const cities = ['std:011', 'std:022', 'std:044', 'std:080', 'std:033', 'std:040'];
    const answers = await Promise.all(cities.map((city) => owner('PATCH', SHOP, '/ondc', { city })));
    expect(answers.map((r) => r.status)).toEqual(cities.map(() => 200));
    const saved = (await listed()).ondc as { city: string };
    expect(await ondcShopRow(SHOP)).toMatchObject({ city: saved.city });
    await owner('PATCH', SHOP, '/ondc', { city: 'std:011' });
  });

  it("round trip: the catalogue export writes each item's ondc_ columns, and importing the file gives the same fields", async () => {
    const shop = await createOrderShop();
    const key = await keyFor(shop);
    expect((await owner('PATCH', shop, '/ondc', OPT_IN)).status).toBe(200);
    const maker = { ...FULL_FIELDS, manufacturer: '=Order Lab Foods', product_code: '1:8901002000017' };
    expect((await owner('PUT', shop, '/ondc/items/rice', { fields: maker })).status).toBe(200);
    expect((await owner('PUT', shop, '/ondc/items/dal', { left_out: true, fields: { veg: true } })).status).toBe(200);
    const saved = () =>
      all<{ item_id: string; left_out: number; fields: string }>(
        'SELECT item_id, left_out, fields FROM ondc_items ORDER BY item_id',
        shop,
      ).then((rows) => rows.map((r) => ({ ...r, fields: JSON.parse(r.fields) })));
    const before = await saved();
    const standingBefore = (await (await owner('GET', shop, '/ondc')).json<{ items: unknown[] }>()).items;

    const exported = await call('GET', `/stores/${shop}/catalogue.csv`, { key });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['ondc_left_out', 'ondc_manufacturer', 'ondc_fabric']));
    // the formula-looking maker is guarded as every other cell is
    expect(rows.find((r) => r.includes(',rice,'))).toContain("'=Order Lab Foods");

    // forget the fields, then import the exported file: they come back as they were
    await one('DELETE FROM ondc_items', shop);
    const imported = await call('POST', `/stores/${shop}/import`, {
      key,
      raw: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect(await saved()).toEqual(before);
    expect((await (await owner('GET', shop, '/ondc')).json<{ items: unknown[] }>()).items).toEqual(standingBefore);
  });

  it('exports no ondc_ columns for a shop that never opted in', async () => {
    const shop = await createOrderShop();
    const exported = await call('GET', `/stores/${shop}/catalogue.csv`, { key: await keyFor(shop) });
    expect(exported.status).toBe(200);
    expect(await exported.text()).not.toContain('ondc_');
  });

  it('never answers 5xx to fuzzed bodies (fuzz)', async () => {
    for (const status of await fuzzPath('PATCH', `/stores/${SHOP}/ondc`)) expect(status).toBeLessThan(500);
    for (const status of await fuzzPath('PUT', `/stores/${SHOP}/ondc/items/basmati-classic`))
      expect(status).toBeLessThan(500);
  });
});
