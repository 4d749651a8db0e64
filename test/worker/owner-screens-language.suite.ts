import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { keyFor, owner } from './admin-helpers';
import { fetchWith } from './auth-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { en } from '../../src/domain/i18n/messages/en';
import { speak, translatorFor } from '../../src/render/i18n';
import { DATE_TIME } from '../../src/domain/i18n/formats';
import { said } from '../../src/domain/i18n/said';
import { unknownCategory } from '../../src/domain/owner/refusals';
import { recordExists } from '../../src/domain/owner/setting-refusals';

/**
 * The owner's inbox (/admin/{storeId}) speaks the owner's language by the storefront's rules (`?lang=`, the `lang`
 * cookie, Accept-Language, else the shop's own): its sections, status pills, one-tap moves, payment buttons, dates
 * and notices; in English it keeps its own words.
 */
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
let shop: string;
let cookie: string;
let upi: string;
let cod: string;

const form = (fields: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost', ...extra },
  body: new URLSearchParams(fields).toString(),
});

beforeAll(async () => {
  shop = await createOrderShop();
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  await owner('PATCH', shop, '/payments', {
    UPI: { enabled: true, vpa: 'orderlab.store@icici', payeeName: 'Order Lab' },
  });
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('rice');
  upi = (await b.place({ address_id: address, payment_method: 'UPI' })).body.order_id as string;
  await b.add('dal');
  cod = (await b.place({ address_id: address, payment_method: 'COD' })).body.order_id as string;
  const res = await fetchWith(env, `/admin/${shop}/sign-in`, form({ key: await keyFor(shop) }));
  cookie = (res.headers.get('Set-Cookie') ?? '').split(';')[0];
  expect(cookie).toMatch(/^owner_/);
}, 120_000);

const inboxIds = (Object.keys(en) as (keyof typeof en)[]).filter(
  (id) => id.startsWith('inbox.') && id !== 'inbox.sectionCount',
);
/** The inbox's own region of the page, tags out. */
async function inboxText(query: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetchWith(env, `/admin/${shop}${query}`, {
    headers: {
      Cookie: `${cookie}${headers.Cookie ? `; ${headers.Cookie}` : ''}`,
      ...Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'Cookie')),
    },
  });
  expect(res.status).toBe(200);
  const html = await res.text();
  // the inbox up to the end of main (the language switcher after it names every language in its own script)
  const region = html.slice(html.indexOf('data-testid="owner-inbox"'), html.indexOf('</main>'));
  return region
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

describe.each([
  ['?lang=hi', 'hi', '?lang=hi', {}],
  ['the lang cookie (ta)', 'ta', '', { Cookie: 'lang=ta' }],
  ['Accept-Language hi', 'hi', '', { 'Accept-Language': 'hi-IN,hi;q=0.9' }],
] as const)('the inbox asked by %s', (_how, lang, query, headers) => {
  const t = translatorFor(lang).t;

  it('names its sections, statuses, moves and payment buttons in the language, none in English', async () => {
    const text = await inboxText(query, headers);
    for (const id of [
      'inbox.section.waiting',
      'inbox.section.new',
      'inbox.move.ACCEPTED',
      'inbox.move.REJECTED',
      'inbox.cash',
      'order.status.PLACED',
      'order.status.AWAITING_PAYMENT',
    ] as const) {
      expect(text, id).toContain(t(id));
    }
    expect(text).toContain(t('inbox.sectionCount', { title: t('inbox.section.new'), count: 1 }));
    expect(text).toMatch(SCRIPT[lang]);
    // no English sentence of the inbox is left (each up to its first value); the shop's own words (the shopper's
    // name and city, item names) are English in this shop, and short labels ("To") would be found inside them
    const ours = text.replace(/Meera Sharma|New Delhi|Basmati Rice|Toor Dal/g, '');
    for (const id of [...inboxIds, 'order.status.PLACED', 'order.status.AWAITING_PAYMENT'] as const)
      expect(ours, id).not.toContain(en[id].split('{')[0].trim());
    const total = /₹[\d,]+(\.\d\d)?/.exec(text.slice(text.indexOf(upi)))![0];
    expect(text).toContain(t('inbox.gotByUpi', { amount: total }));
  });

  it('its notices and the moved order are said in the language', async () => {
    expect(await inboxText(`${query}${query ? '&' : '?'}notice=REFUSED`, headers)).toContain(t('inbox.notice.refused'));
    expect(await inboxText(`${query}${query ? '&' : '?'}notice=GONE`, headers)).toContain(t('inbox.notice.gone'));
    expect(await inboxText(`${query}${query ? '&' : '?'}moved=${cod}`, headers)).toContain(
      t('inbox.moved', { id: cod }),
    );
  });

  it('the new-order alerts call answers in the language', async () => {
    const alerts = (withCookie: boolean) =>
      fetchWith(env, `/admin/${shop}/alerts${query}`, {
        method: 'POST',
        body: JSON.stringify({ endpoint: 'not an endpoint' }),
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost',
          ...Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'Cookie')),
          ...(withCookie || 'Cookie' in headers
            ? {
                Cookie: [withCookie ? cookie : '', 'Cookie' in headers ? headers.Cookie : '']
                  .filter(Boolean)
                  .join('; '),
              }
            : {}),
        },
      });
    const anonymous = await alerts(false);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED', rsn: t('inbox.signInFirst') });
    const bad = await alerts(true);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'BAD_ENDPOINT', rsn: t('inbox.badEndpoint') });
  });

  it('writes the order times in the language, in IST', async () => {
    const text = await inboxText(query, headers);
    const { created_at: at } = (await (await owner('GET', shop, `/orders/${upi}`)).json<any>()).order;
    expect(text).toContain(translatorFor(lang).date(at, DATE_TIME));
  });
});

describe.each([
  ['hi', '?lang=hi', {}],
  ['ta', '', { Cookie: 'lang=ta' }],
] as const)('the console in %s', (lang, query, headers) => {
  const post = async (path: string, fields: Record<string, string>) => {
    const res = await fetchWith(
      env,
      `/admin/${shop}${path}${query}`,
      form(fields, { Cookie: `${cookie}${'Cookie' in headers ? `; ${headers.Cookie}` : ''}` }),
    );
    return {
      status: res.status,
      text: (await res.text())
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    };
  };

  it("says a refused item's problem beside its field in the language", async () => {
    const refused = await post('/catalogue/new', { ITEM_NAME: 'Planted', PRICE: '1', CAT_ID: 'no-such-category' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain(speak(lang, unknownCategory('no-such-category').say));
    expect(refused.text).not.toContain('there is no category');
  });

  it('says a form it cannot read (a price in words, a coupon date that is none) in the language', async () => {
    const item = await post('/catalogue/new', { ITEM_NAME: 'Planted', PRICE: 'free', CAT_ID: 'staples' });
    expect(item.status).toBe(400);
    expect(item.text).toContain(translatorFor(lang).t('console.form.price'));
    expect(item.text).not.toContain('Enter the price in rupees');
    const coupon = await post('/offers/coupons', { code: 'DATED', type: 'FLAT', value: '50', validTo: '2026-02-30' });
    expect(coupon.text).toContain(translatorFor(lang).t('console.form.chooseDate'));
  });

  it('says a refused coupon and a refused domain in the language', async () => {
    await owner('POST', shop, '/coupons', { code: `TAKEN${lang.toUpperCase()}`, type: 'FLAT', value: 100 });
    const coupon = await post('/offers/coupons', {
      code: `TAKEN${lang.toUpperCase()}`,
      type: 'FLAT',
      value: '1',
      description: '',
    });
    expect(coupon.text).toContain(speak(lang, recordExists('coupon', `TAKEN${lang.toUpperCase()}`, 'code').say));
    const domain = await post('/shop/domains', { host: 'localhost' });
    expect(domain.status).toBe(400);
    expect(domain.text).toContain(speak(lang, said('problem.owner.invalid', { field: 'host' })));
  });
});

describe('the inbox in English', () => {
  it('keeps its own words when nothing asks for another language', async () => {
    const text = await inboxText('');
    for (const s of ['Waiting for payment (1)', 'New orders (1)', 'Accept', 'Reject', 'Order placed', 'Cash'])
      expect(text).toContain(s);
    // the language switcher names each language in its own script
    expect(text.replace(/हिन्दी|தமிழ்/g, '')).not.toMatch(/[\u0900-\u097F\u0B80-\u0BFF]/);
  });
});
