import { describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { Shopper } from './cart-helpers';
import { get } from './helpers';
import { Buyer, createOrderShop } from './orders-helpers';

/**
 * Refusals and answers the server writes, in the shopper's language: chosen as pages choose it (`?lang=`, the
 * `lang` cookie, Accept-Language, else the shop's own, among the shop's languages). `code` stays as it was.
 */

/** An Order Lab shop shown in English, Hindi and Tamil. */
async function shopInThreeLanguages(rules: Record<string, unknown> = {}) {
  const shop = await createOrderShop(rules);
  expect((await owner('PATCH', shop, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
  return shop;
}

describe('cart refusals', () => {
  it.each([
    ['hi', { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.5' }, 'NOPE कोई मान्य कूपन कोड नहीं है।'],
    ['hi', { Cookie: 'lang=hi' }, 'NOPE कोई मान्य कूपन कोड नहीं है।'],
    // Tamil is not one of dilli-kirana's languages: the shop's own (English) answers
    ['en', { 'Accept-Language': 'ta' }, 'NOPE is not a valid coupon code.'],
  ])('an unknown coupon on dilli-kirana is refused in %s', async (_lang, headers, rsn) => {
    const s = new Shopper('dilli-kirana');
    await s.add('desi-ghee', { variantKey: '1l' });
    // the helper sends its own Cookie header (the bag's); a lang cookie rides along with it
    if ('Cookie' in headers) s.extraCookie = headers.Cookie;
    const r = await s.call('addCouponToCart', { coupon_id: 'nope' }, 'Cookie' in headers ? {} : headers);
    expect(r.http).toBe(422);
    expect(r.body).toMatchObject({ status: 0, code: 'COUPON_UNKNOWN', field: 'coupon_id', rsn });
  });

  it("a bag under a coupon's minimum hears how much to add, in Hindi", async () => {
    const s = new Shopper('dilli-kirana');
    await s.add('desi-ghee', { variantKey: '1l' });
    await s.add('basmati-classic', { variantKey: '1kg' });
    const r = await s.call('addCouponToCart', { coupon_id: 'LUCKY200' }, { 'Accept-Language': 'hi' });
    expect(r.body).toMatchObject({
      status: 0,
      code: 'COUPON_BELOW_MINIMUM',
      rsn: 'LUCKY200 इस्तेमाल करने के लिए ₹185 का सामान और जोड़ें।',
    });
  });

  it('noir-threads refuses a coupon in Tamil when the shopper chose ?lang=ta', async () => {
    const s = new Shopper('noir-threads');
    const r = await s.call('addCouponToCart', { coupon_id: 'NOPE' }, { Cookie: 'lang=ta' });
    expect(r.body).toMatchObject({ status: 0, code: 'COUPON_UNKNOWN', rsn: 'NOPE செல்லுபடியான கூப்பன் குறியீடு அல்ல.' });
  });

  it.each([
    ['hi', 0, 'TOO_SMALL', 'मात्रा कम से कम 1 होनी चाहिए।'],
    ['ta', 1.5, 'NOT_WHOLE', 'அளவை முழு எண்ணாக உள்ளிடவும்.'],
    ['hi', 1000, 'TOO_LARGE', 'एक बार में किसी सामान के अधिकतम 999 ही मँगाए जा सकते हैं।'],
  ])('a bad quantity is refused in %s (%s)', async (lang, quantity, code, rsn) => {
    const shop = await shopInThreeLanguages();
    const s = new Shopper(shop);
    const r = await s.call(
      'addManualItem',
      { manual_item: { name: 'Chai patti', quantity } },
      { 'Accept-Language': lang },
    );
    expect(r.http).toBe(400);
    expect(r.body).toMatchObject({ status: 0, code, rsn });
  });
});

describe('the delivery check', () => {
  const check = async (shop: string, pin: string, lang: string) => {
    const res = await get(`/api/v2/delivery-check?pin=${encodeURIComponent(pin)}&lang=${lang}`, {
      headers: { storeID: shop },
    });
    return { http: res.status, body: await res.json<any>() };
  };

  it('answers and refuses in Hindi and Tamil', async () => {
    const shop = await shopInThreeLanguages();
    expect((await owner('PATCH', shop, '/cart-rules', { SERVICEABLE_PINCODES: ['110024'] })).status).toBe(200);
    expect(await check(shop, '110024', 'hi')).toMatchObject({
      http: 200,
      body: { delivers: true, msg: 'हाँ, Order Lab 110024 पर डिलीवरी करता है।' },
    });
    expect(await check(shop, '560001', 'ta')).toMatchObject({
      http: 200,
      body: { delivers: false, msg: 'மன்னிக்கவும், Order Lab இன்னும் 560001 க்கு டெலிவரி செய்வதில்லை.' },
    });
    expect(await check(shop, '012345', 'hi')).toMatchObject({
      http: 400,
      body: {
        status: 0,
        code: 'BAD_PIN',
        field: 'pin',
        rsn: 'पिन कोड 6 अंकों का होता है और 0 से शुरू नहीं होता (जैसे 110001)।',
      },
    });
    expect(await check(shop, '012345', 'ta')).toMatchObject({
      http: 400,
      body: { code: 'BAD_PIN', rsn: 'பின் கோடு 6 இலக்கங்கள் கொண்டது, 0 இல் தொடங்காது (எ.கா. 110001).' },
    });
  });

  it('the no-JavaScript page answers in Hindi', async () => {
    const res = await get('/dilli-kirana/delivery-check?pin=110024&lang=hi');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('110024 पर डिलीवरी करता है।');
  });
});

describe('checkout refusals', () => {
  it('the COD limit and an address outside the delivery list are refused in Hindi and Tamil, on placing and in the quote', async () => {
    const shop = await shopInThreeLanguages();
    expect((await owner('PATCH', shop, '/payments', { COD: { maxOrderValue: 10_000 } })).status).toBe(200);
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('rice', { selectedQuantity: 2 });
    const hi = await b.request(
      'POST',
      '/api/v2/orders/place',
      { address_id: address, payment_method: 'COD' },
      { 'Accept-Language': 'hi' },
    );
    expect(hi.http).toBe(409);
    expect(hi.body).toMatchObject({
      status: 0,
      code: 'COD_LIMIT',
      rsn: 'कैश ऑन डिलीवरी ₹100 तक के ऑर्डर पर ही उपलब्ध है। कृपया इस ऑर्डर का भुगतान ऑनलाइन करें।',
    });
    const quote = await b.request('POST', '/api/v2/orders/quote?lang=ta', {
      address_id: address,
      payment_method: 'COD',
    });
    expect(quote.body.quote.problem).toMatchObject({
      code: 'COD_LIMIT',
      rsn: 'பொருள் வந்ததும் பணம் செலுத்தும் வசதி ₹100 வரையிலான ஆர்டர்களுக்கு மட்டுமே. இந்த ஆர்டருக்கு ஆன்லைனில் செலுத்தவும்.',
    });

    expect((await owner('PATCH', shop, '/cart-rules', { SERVICEABLE_PINCODES: ['400***'] })).status).toBe(200);
    const far = await b.request(
      'POST',
      '/api/v2/orders/place',
      { address_id: address, payment_method: 'WALLET' },
      { Cookie: 'lang=ta' },
    );
    expect(far.body).toMatchObject({ status: 0, code: 'NOT_SERVICEABLE' });
    expect(far.body.rsn).toMatch(/^மன்னிக்கவும், இந்தக் கடை இன்னும் \d{6} க்கு டெலிவரி செய்வதில்லை\./);
  });
});

describe('WhatsApp texts', () => {
  it("an owner move tells the shopper in the shop's own language (Hindi here)", async () => {
    const shop = await createOrderShop();
    expect((await owner('PATCH', shop, '', { LANGUAGE: 'hi', LANGUAGES: ['hi', 'en'] })).status).toBe(200);
    const b = await Buyer.signIn(shop);
    const address = await b.addAddress();
    await b.add('dal');
    const placed = await b.place({ address_id: address, payment_method: 'COD' });
    const id = placed.body.order_id as string;
    const moved = await (await owner('POST', shop, `/orders/${id}/status`, { status: 'ACCEPTED' })).json<any>();
    expect(moved.status).toBe(1);
    const text = decodeURIComponent(moved.whatsapp_url.split('?text=')[1]);
    expect(text).toContain(`Order Lab की ओर से नमस्ते। आपका ऑर्डर ${id}: दुकान ने स्वीकार किया।`);
    expect(text).toContain('यहाँ ट्रैक करें: ');
  });
});
