import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, expectOk, keyFor, owner } from './admin-helpers';
import { consoleSignIn } from './console-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { staffKeyFor } from './owner-matrix';

// The console's ONDC page (#39): an owner opts in and fills items' network fields from a phone, no JavaScript.

const ORIGIN = 'http://localhost';

function post(path: string, fields: Record<string, string>, cookie = '', origin = ORIGIN): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin };
  if (cookie) headers.Cookie = cookie;
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}
const get = (path: string, cookie: string) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

const OPT_IN = {
  enabled: 'on',
  domain: 'ONDC:RET10',
  city: 'std:080',
  fssai_licence: '10020011000123',
  care_name: 'Lakshmi Rao',
  care_email: 'care@orderlab.test',
  care_phone: '9876500000',
};
const RICE = {
  manufacturer: 'India Gate Foods, Delhi',
  net_quantity: '1 kg',
  country_of_origin: 'IND',
  veg: 'yes',
  returnable: 'no',
  cancellable: 'yes',
  time_to_ship: 'PT1H',
  available_on_cod: 'yes',
  product_code: '1:8901234567890',
};

type Standing = { ondc: Record<string, unknown> | null; items: { id: string; missing: string[]; listed: boolean }[] };
const standing = async (shop: string) => expectOk<Standing>(await owner('GET', shop, '/ondc'));

describe('the console ONDC page', () => {
  it('opts the shop in from the form; the owner API and the network list see it; the page lists what each item lacks', async () => {
    const shop = await createOrderShop();
    expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
    const cookie = await consoleSignIn(shop);
    const first = await get(`/admin/${shop}/ondc`, cookie);
    expect(first.status).toBe(200);
    const empty = await first.text();
    expect(empty).toContain('The shop is not on the network yet.');
    expect(empty).toContain(`action="/admin/${shop}/ondc"`);
    expect(empty).toMatch(/<option value="std:011">Delhi<\/option>/);
    expect(empty).toContain('aria-current="page"');

    const saved = await post(`/admin/${shop}/ondc`, OPT_IN, cookie);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/admin/${shop}/ondc?saved=1`);
    expect((await standing(shop)).ondc).toEqual({
      enabled: true,
      domain: 'ONDC:RET10',
      city: 'std:080',
      fssai_licence: '10020011000123',
      consumer_care: { name: 'Lakshmi Rao', email: 'care@orderlab.test', phone: '9876500000' },
    });

    const page = await (await get(`/admin/${shop}/ondc?saved=1`, cookie)).text();
    expect(page).toContain('Saved. Buyer apps see it at their next search.');
    expect(page).toMatch(/name="care_email"[^>]*value="care@orderlab.test"/);
    expect(page).toMatch(/<option value="std:080" selected="">Bengaluru<\/option>/);
    // the four items lack every field: each is listed with what it lacks and links to its network form and item form
    expect(page).toContain('Sent to the network: 0 of 4 items on sale.');
    expect(page).toContain(`href="/admin/${shop}/ondc/items/rice"`);
    expect(page).toContain(`href="/admin/${shop}/catalogue/rice"`);
    expect(page).toContain('Missing: Manufacturer or packer (name and address), Net quantity');

    // in Hindi too
    const hindi = await (await get(`/admin/${shop}/ondc?lang=hi`, cookie)).text();
    expect(hindi).toContain('ONDC पर बिक्री');
    expect(hindi).toContain('कमी: निर्माता या पैकर');
  });

  it('refuses bad fields beside each, keeps what was typed, and changes nothing', async () => {
    const shop = await createOrderShop();
    expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
    const cookie = await consoleSignIn(shop);
    expect((await post(`/admin/${shop}/ondc`, OPT_IN, cookie)).status).toBe(303);
    const before = (await standing(shop)).ondc;
    for (const [change, words] of [
      [{ fssai_licence: '' }, 'A shop selling groceries or food needs its 14-digit FSSAI licence number.'],
      [{ care_email: 'care at shop', care_phone: '12' }, 'Enter an email address, like care@myshop.in.'],
      [{ city: 'Bengaluru' }, 'Choose the shop&#x27;s city.'],
      [{ domain: 'ONDC:RET99' }, 'Choose what the shop sells.'],
    ] as const) {
      const res = await post(`/admin/${shop}/ondc`, { ...OPT_IN, care_name: 'Typed Name', ...change }, cookie);
      expect(res.status, JSON.stringify(change)).toBe(400);
      const html = await res.text();
      expect(html, JSON.stringify(change)).toContain(words);
      expect(html).toContain('Please fix the fields marked below. Nothing was changed.');
      expect(html).toMatch(/name="care_name"[^>]*value="Typed Name"/);
      expect(html).toContain('aria-invalid="true"');
    }
    expect((await standing(shop)).ondc).toEqual(before);
    // in Tamil, the refusal is Tamil
    const ta = await post(`/admin/${shop}/ondc?lang=ta`, { ...OPT_IN, care_phone: '12' }, cookie);
    expect(ta.status).toBe(400);
    expect(await ta.text()).toContain('10 முதல் 13 இலக்கத் தொலைபேசி எண்ணை எழுதவும்.');
    // fashion needs no licence; switching off keeps the rest
    expect((await post(`/admin/${shop}/ondc`, { ...OPT_IN, enabled: '', domain: 'ONDC:RET12' }, cookie)).status).toBe(
      303,
    );
    expect((await standing(shop)).ondc).toMatchObject({ enabled: false, domain: 'ONDC:RET12' });
  });

  it("fills an item's network fields from its own form, linked from the item page; it then leaves the list; left out is said", async () => {
    const shop = await createOrderShop();
    const cookie = await consoleSignIn(shop);
    expect((await post(`/admin/${shop}/ondc`, OPT_IN, cookie)).status).toBe(303);
    expect(await (await get(`/admin/${shop}/catalogue/rice`, cookie)).text()).toContain(
      `href="/admin/${shop}/ondc/items/rice"`,
    );
    const form = await get(`/admin/${shop}/ondc/items/rice`, cookie);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('Basmati Rice');
    expect(html).toContain(`action="/admin/${shop}/ondc/items/rice"`);
    expect(html).toMatch(/<option value="PT45M">45 minutes<\/option>/);
    expect(html).toContain('name="nutritional_info"');
    expect(html).toMatch(/<option value="unisex">Everyone<\/option>/);

    const bad = await post(`/admin/${shop}/ondc/items/rice`, { ...RICE, country_of_origin: 'India' }, cookie);
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Enter three letters, like IND.');
    expect(badHtml).toMatch(/name="manufacturer"[^>]*value="India Gate Foods, Delhi"/);
    expect((await standing(shop)).items.find((i) => i.id === 'rice')?.listed).toBe(false);

    const saved = await post(
      `/admin/${shop}/ondc/items/rice`,
      {
        ...RICE,
        nutritional_info: 'Energy 350 kcal per 100 g',
        additives_info: 'None',
        brand_owner_fssai: '10012011000456',
      },
      cookie,
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/admin/${shop}/ondc?saved=1`);
    expect((await standing(shop)).items.find((i) => i.id === 'rice')).toMatchObject({ listed: true, missing: [] });
    const list = await (await get(`/admin/${shop}/ondc`, cookie)).text();
    expect(list).toContain('Sent to the network: 1 of 4 items on sale.');
    expect(list).not.toContain(`href="/admin/${shop}/ondc/items/rice"`);
    const again = await (await get(`/admin/${shop}/ondc/items/rice`, cookie)).text();
    expect(again).toMatch(/<option value="PT1H" selected="">1 hour<\/option>/);
    expect(again).toContain('Energy 350 kcal per 100 g');

    // left out: off the network, and the list says the owner chose it
    expect((await post(`/admin/${shop}/ondc/items/rice`, { ...RICE, left_out: 'on' }, cookie)).status).toBe(303);
    expect((await standing(shop)).items.find((i) => i.id === 'rice')).toMatchObject({ listed: false, left_out: true });
    expect(await (await get(`/admin/${shop}/ondc`, cookie)).text()).toContain('Left out by you');
    // an item the shop does not have: back to the list, nothing saved
    const none = await post(`/admin/${shop}/ondc/items/no-such-item`, RICE, cookie);
    expect(none.status).toBe(303);
    expect(none.headers.get('Location')).toBe(`/admin/${shop}/ondc`);
    expect((await get(`/admin/${shop}/ondc/items/no-such-item`, cookie)).status).toBe(303);
  });

  it("only the shop's owner: a staff key, another shop's owner, a shopper and anonymous see nothing and change nothing; another site's form is refused", async () => {
    const shop = await createOrderShop();
    const other = await createOrderShop();
    const buyer = await Buyer.signIn(shop);
    const callers: [string, string, number, number][] = [
      ['staff', await consoleSignIn(shop, await staffKeyFor(shop)), 403, 403],
      ['otherOwner', await consoleSignIn(other), 303, 401],
      ['shopper', buyer.cookie, 303, 401],
      ['anonymous', '', 303, 401],
    ];
    for (const [who, cookie, read, write] of callers) {
      for (const path of [`/admin/${shop}/ondc`, `/admin/${shop}/ondc/items/rice`]) {
        const page = await get(path, cookie);
        expect(page.status, `${who} GET ${path}`).toBe(read);
        if (read === 303) expect(page.headers.get('Location'), who).toContain(`/admin/${shop}?from=`);
      }
      expect((await post(`/admin/${shop}/ondc`, OPT_IN, cookie)).status, `${who} opt-in`).toBe(write);
      expect((await post(`/admin/${shop}/ondc/items/rice`, RICE, cookie)).status, `${who} item`).toBe(write);
    }
    const owner = await consoleSignIn(shop);
    expect((await post(`/admin/${shop}/ondc`, OPT_IN, owner, 'https://evil.example')).status).toBe(403);
    expect((await post(`/admin/${shop}/ondc/items/rice`, RICE, owner, 'https://evil.example')).status).toBe(403);
    const after = await standing(shop);
    expect(after.ondc).toBeNull();
    expect(after.items.find((i) => i.id === 'rice')?.listed).toBe(false);
  });

  it('junk never answers 5xx and saves nothing: huge, nested and broken fields, encoded ids, other bodies', async () => {
    const shop = await createOrderShop();
    const cookie = await consoleSignIn(shop);
    const junk = [
      '\ud800',
      'x'.repeat(60_000),
      '%00',
      '../../etc',
      '{"a":[[[[[]]]]]}',
      '<script>alert(1)</script>',
      '0',
    ];
    const inPath = (v: string) => (v === '\ud800' ? '%ED%A0%80' : encodeURIComponent(v));
    for (const value of junk) {
      const everything = Object.fromEntries(
        [...Object.keys(OPT_IN), ...Object.keys(RICE), 'left_out'].map((k) => [k, value]),
      );
      for (const path of [
        `/admin/${shop}/ondc`,
        `/admin/${shop}/ondc/items/rice`,
        `/admin/${shop}/ondc/items/${inPath(value)}`,
      ]) {
        const res = await post(path, everything, cookie);
        expect(res.status, `${path.slice(0, 60)} ${value.slice(0, 20)}`).toBeLessThan(500);
        expect(res.status).not.toBe(200);
        expect(await res.text()).not.toContain('<script>alert(1)</script>');
      }
      expect((await get(`/admin/${shop}/ondc/items/${inPath(value)}`, cookie)).status).toBeLessThan(500);
    }
    const broken: Record<string, string>[] = [
      { 'care_name[a][b]': 'x', 'domain[]': 'ONDC:RET10' },
      { enabled: 'on' },
      {},
    ];
    for (const fields of broken) {
      expect((await post(`/admin/${shop}/ondc`, fields, cookie)).status).toBe(400);
    }
    for (const [type, body] of [
      ['application/json', JSON.stringify(OPT_IN)],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
      ['text/plain', 'enabled=on'],
    ]) {
      const res = await SELF.fetch(`${ORIGIN}/admin/${shop}/ondc`, {
        method: 'POST',
        headers: { 'Content-Type': type, Origin: ORIGIN, Cookie: cookie },
        body,
        redirect: 'manual',
      });
      expect(res.status, type).toBe(400);
    }
    const after = await standing(shop);
    expect(after.ondc).toBeNull();
    expect(after.items.every((i) => !i.listed)).toBe(true);
  });

  it("takes items' network fields from the catalogue CSV's ondc_ columns; a bad cell refuses the import naming its column and changes nothing", async () => {
    const shop = await createOrderShop();
    const key = await keyFor(shop);
    const csv = (lines: string[]) =>
      call('POST', `/stores/${shop}/import`, {
        key,
        raw: `${lines.join('\n')}\n`,
        headers: { 'Content-Type': 'text/csv' },
      });
    const header =
      'category,id,name,price,ondc_manufacturer,ondc_net_quantity,ondc_country_of_origin,ondc_veg,ondc_returnable,ondc_cancellable,ondc_time_to_ship,ondc_available_on_cod,ondc_left_out';
    const bad = await csv([
      header,
      'staples,rice,Basmati Rice,250,India Gate Foods,1 kg,IND,veg,no,yes,PT1H,maybe,',
      'staples,dal,Toor Dal,60,Tata Sampann,500 g,India,yes,no,yes,PT1H,yes,',
    ]);
    expect(bad.status).toBe(400);
    const refused = await bad.json<{ code: string; failed: { row: number; field: string }[] }>();
    expect(refused.code).toBe('IMPORT_INVALID');
    expect(refused.failed.map((f) => [f.row, f.field])).toEqual([
      [1, 'ondc_available_on_cod'],
      [2, 'ondc_country_of_origin'],
    ]);
    expect((await standing(shop)).items.every((i) => !i.listed)).toBe(true);

    const good = await csv([
      header,
      'staples,rice,Basmati Rice,250,India Gate Foods,1 kg,ind,veg,no,yes,PT1H,yes,',
      'staples,dal,Toor Dal,60,Tata Sampann,500 g,IND,yes,no,yes,PT1H,yes,yes',
      'staples,ghee,Desi Ghee,60,,,,,,,,,',
    ]);
    expect(good.status, await good.clone().text()).toBe(200);
    const after = await standing(shop);
    expect(after.items.find((i) => i.id === 'rice')).toMatchObject({ listed: true, missing: [] });
    expect(after.items.find((i) => i.id === 'dal')).toMatchObject({ listed: false, left_out: true, missing: [] });
    expect(after.items.find((i) => i.id === 'ghee')?.missing).toContain('manufacturer');
    // a later import without the ondc_ cells keeps the fields
    expect((await csv(['category,id,name,price', 'staples,rice,Basmati Rice,260'])).status).toBe(200);
    expect((await standing(shop)).items.find((i) => i.id === 'rice')?.listed).toBe(true);
  });
});
