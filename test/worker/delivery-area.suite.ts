import { describe, expect, it } from 'vitest';
import { owner } from './admin-helpers';
import { get } from './helpers';
import { Buyer, createOrderShop } from './orders-helpers';

const check = async (storeId: string, pin: string) => {
  const res = await get(`/api/v2/delivery-check?pin=${encodeURIComponent(pin)}`, { headers: { storeID: storeId } });
  return { http: res.status, body: await res.json<any>() };
};

describe('delivery by PIN code', () => {
  it("the owner lists PIN codes; the item page's check and checkout keep to them", async () => {
    const shop = await createOrderShop();
    expect(await check(shop, '110024')).toMatchObject({ http: 200, body: { status: 1, delivers: true } });
    expect((await owner('PATCH', shop, '/cart-rules', { SERVICEABLE_PINCODES: ['110024', '400***'] })).status).toBe(
      200,
    );
    expect((await owner('PATCH', shop, '/cart-rules', { SERVICEABLE_PINCODES: ['11002'] })).status).toBe(400);
    expect(await check(shop, '110 024')).toMatchObject({
      http: 200,
      body: { pin: '110024', delivers: true, msg: 'Yes, Order Lab delivers to 110024.' },
    });
    expect(await check(shop, '400050')).toMatchObject({ body: { delivers: true } });
    expect(await check(shop, '560001')).toMatchObject({
      body: { delivers: false, msg: 'Sorry, Order Lab does not deliver to 560001 yet.' },
    });
    for (const bad of ['12', 'abcdef', '011002', ''])
      expect(await check(shop, bad)).toMatchObject({ http: 400, body: { status: 0, code: 'BAD_PIN', field: 'pin' } });
    expect((await check('no-such-shop-here', '110024')).http).toBe(404);

    const b = await Buyer.signIn(shop);
    await b.add('dal');
    const ok = await b.addAddress();
    expect((await b.request('POST', '/api/v2/orders/quote', { address_id: ok })).body.quote.problem).toBeNull();
    const far = await b.request('POST', '/api/v2/account/addresses', {
      NAME: 'Office',
      PHONE: '9811022334',
      LINE1: 'MG Road',
      CITY: 'Bengaluru',
      STATE: 'Karnataka',
      PIN: '560001',
      LAT: 28.5677,
      LNG: 77.2633,
    });
    const placed = await b.place({ address_id: far.body.address.id, payment_method: 'COD' });
    expect(placed.http).toBe(409);
    expect(placed.body).toMatchObject({ status: 0, code: 'NOT_SERVICEABLE', field: 'address_id' });
  });

  it('without JavaScript the form answers on a page', async () => {
    const res = await get('/dilli-kirana/delivery-check?pin=110024');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Yes, Dilli Kirana Store delivers to 110024.');
  });
});
