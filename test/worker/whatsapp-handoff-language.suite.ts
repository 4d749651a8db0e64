import { beforeAll, describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { translatorFor } from '../../src/render/i18n';

/**
 * The shopper's WhatsApp hand-off (the order placed page's "send on WhatsApp" link) is written in the
 * page's language, with the owner's translations of the shop's name and the order's lines; English keeps the
 * owner's own words.
 */
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;
const NAMES = { hi: { shop: 'ऑर्डर लैब', dal: 'तूर दाल' }, ta: { shop: 'ஆர்டர் லேப்', dal: 'துவரம் பருப்பு' } } as const;
let shop: string;

beforeAll(async () => {
  shop = await createOrderShop();
  const I18N = { hi: { STORE_NAME: NAMES.hi.shop }, ta: { STORE_NAME: NAMES.ta.shop } };
  expect(
    (await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'], ENABLE_WA_SUPPORT: true, I18N })).status,
  ).toBe(200);
  expect(
    (
      await owner('PATCH', shop, '/items/dal', {
        I18N: { hi: { ITEM_NAME: NAMES.hi.dal }, ta: { ITEM_NAME: NAMES.ta.dal } },
      })
    ).status,
  ).toBe(200);
}, 120_000);

async function handOff(ask: Record<string, string>, query: string): Promise<{ placed: string; id: string }> {
  const b = await Buyer.signIn(shop);
  const address = await b.addAddress();
  await b.add('dal');
  const r = await b.place({ address_id: address, payment_method: 'COD' }, ask);
  expect(r.body.status, JSON.stringify(r.body)).toBe(1);
  const id = r.body.order_id as string;
  const textOf = async (path: string) => {
    const page = await b.request('GET', `${path}${path.includes('?') ? '&' : '?'}${query}`, undefined, ask);
    expect(page.http).toBe(200);
    const href = /<a [^>]*href="(https:\/\/wa\.me\/[^"]+)"[^>]*data-testid="send-on-whatsapp"/.exec(page.body)?.[1];
    expect(href, path).toBeTruthy();
    return decodeURIComponent(new URL(href!.replace(/&amp;/g, '&')).searchParams.get('text') ?? '');
  };
  return { placed: await textOf(`/${shop}/checkout/ordersuccessful?order=${id}`), id };
}

describe('the WhatsApp hand-off', () => {
  it.each([
    ['hi', 'lang=hi', {}],
    ['ta', '', { Cookie: 'lang=ta' }],
  ] as const)('in %s names the shop and the lines as the owner translated them', async (lang, query, ask) => {
    const { placed: text, id } = await handOff(ask, query);
    const t = translatorFor(lang).t;
    expect(text).toContain(t('whatsapp.order.placed', { shop: NAMES[lang].shop, id }));
    expect(text).toContain(`1 x ${NAMES[lang].dal}`);
    expect(text).toMatch(SCRIPT[lang]);
    expect(text).not.toContain('Toor Dal');
    expect(text).not.toContain('I have placed');
  });

  it("in English keeps the owner's own words", async () => {
    const { placed, id } = await handOff({}, 'lang=en');
    expect(placed).toContain(`Hello Order Lab, I have placed order ${id}:`);
    expect(placed).toContain('1 x Toor Dal');
  });
});
