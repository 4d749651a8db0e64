import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { accountCall, signIn, uniqueUid } from './auth-helpers';

const ADDRESS = {
  NAME: 'Meera Sharma',
  PHONE: '+91 98110-22334',
  LINE1: 'B-14, Lane 3',
  LINE2: 'Lajpat Nagar II',
  CITY: 'New Delhi',
  STATE: 'Delhi',
  PIN: '110024',
};

describe('addresses API', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await signIn(uniqueUid());
  });

  it('adds an address: the phone normalised, the first one default, DISTANCE computed from the shop (a sent DISTANCE ignored)', async () => {
    const res = await accountCall('POST', '/addresses', {
      cookie,
      body: { ...ADDRESS, LAT: 28.5677, LNG: 77.2633, DISTANCE: 0 },
    });
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({
      NAME: 'Meera Sharma',
      PHONE: '9811022334',
      IS_DEFAULT: true,
      DISTANCE: 1.95,
    });
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('keeps DISTANCE empty without a picked location', async () => {
    const res = await accountCall('POST', '/addresses', { cookie, body: ADDRESS });
    expect(res.body.address).toMatchObject({ DISTANCE: null, LAT: null, IS_DEFAULT: false });
  });

  it('ignores the location where the shop does not pick locations (no LAT_LNG)', async () => {
    const other = await signIn(uniqueUid(), 'noir-threads');
    const res = await accountCall('POST', '/addresses', {
      cookie: other,
      storeId: 'noir-threads',
      body: { ...ADDRESS, LAT: 28.6, LNG: 77.2 },
    });
    expect(res.body.address).toMatchObject({ DISTANCE: null });
  });

  const invalid: [string, Record<string, unknown>, string, RegExp][] = [
    ['a missing name', { NAME: undefined }, 'NAME', /name of the person/],
    ['a one-letter name', { NAME: 'M' }, 'NAME', /name of the person/],
    ['a landline-like number', { PHONE: '01123456789' }, 'PHONE', /10-digit mobile number/],
    ['a 9-digit number', { PHONE: '981102233' }, 'PHONE', /10-digit mobile number/],
    ['a number starting with 5', { PHONE: '5811022334' }, 'PHONE', /10-digit mobile number/],
    ['a 5-digit PIN', { PIN: '11002' }, 'PIN', /6-digit PIN/],
    ['a PIN starting with 0', { PIN: '011002' }, 'PIN', /6-digit PIN/],
    ['a missing first line', { LINE1: '  ' }, 'LINE1', /house or flat number/],
    ['an unknown state', { STATE: 'Atlantis' }, 'STATE', /choose the state/],
    ['a missing city', { CITY: undefined }, 'CITY', /city or town/],
    ['a latitude without longitude', { LAT: 28.5 }, 'LAT', /pick the location again/],
    ['a latitude off the map', { LAT: 123, LNG: 77 }, 'LAT', /not on the map/],
    ['a wrong type', { NAME: 42 }, 'NAME', /name of the person/],
    ['an overlong landmark', { LANDMARK: 'x'.repeat(81) }, 'LANDMARK', /under 80/],
  ];
  for (const [what, change, field, rsn] of invalid) {
    it(`refuses ${what} with 400, status 0, rsn and field ${field}; nothing saved`, async () => {
      const before = (await accountCall('GET', '/addresses', { cookie })).body.addresses.length;
      const res = await accountCall('POST', '/addresses', { cookie, body: { ...ADDRESS, ...change } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 0, code: 'BAD_INPUT', field });
      expect(res.body.rsn).toMatch(rsn);
      expect(res.body.errors[field]).toMatch(rsn);
      expect((await accountCall('GET', '/addresses', { cookie })).body.addresses.length).toBe(before);
    });
  }

  it('reports every wrong field at once for the form', async () => {
    const res = await accountCall('POST', '/addresses', { cookie, body: {} });
    expect(Object.keys(res.body.errors).sort()).toEqual(['CITY', 'LINE1', 'NAME', 'PIN', 'PHONE', 'STATE'].sort());
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of ['nope', '[]', '"x"']) {
      const res = await accountCall('POST', '/addresses', { cookie, body });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(0);
    }
  });

  it('edits, makes default and deletes; the default moves to the newest remaining', async () => {
    const uid = uniqueUid();
    const me = await signIn(uid);
    const a = (await accountCall('POST', '/addresses', { cookie: me, body: ADDRESS })).body.address;
    const b = (await accountCall('POST', '/addresses', { cookie: me, body: { ...ADDRESS, NAME: 'Office' } })).body
      .address;
    const edited = await accountCall('PUT', `/addresses/${b.id}`, {
      cookie: me,
      body: { ...ADDRESS, NAME: 'Office (3rd floor)', IS_DEFAULT: true },
    });
    expect(edited.body.address).toMatchObject({ NAME: 'Office (3rd floor)', IS_DEFAULT: true });
    const list = (await accountCall('GET', '/addresses', { cookie: me })).body.addresses;
    expect(list.map((x: { id: string; IS_DEFAULT: boolean }) => [x.id, x.IS_DEFAULT])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    const def = await accountCall('POST', `/addresses/${a.id}/default`, { cookie: me });
    expect(def.body.addresses[0]).toMatchObject({ id: a.id, IS_DEFAULT: true });
    const del = await accountCall('DELETE', `/addresses/${a.id}`, { cookie: me });
    expect(del.body.addresses).toEqual([expect.objectContaining({ id: b.id, IS_DEFAULT: true })]);
    expect((await accountCall('DELETE', `/addresses/${a.id}`, { cookie: me })).status).toBe(404);
  });

  it('keeps at most 20 addresses without losing the default', async () => {
    const me = await signIn(uniqueUid());
    for (let i = 0; i < 20; i++)
      expect(
        (await accountCall('POST', '/addresses', { cookie: me, body: { ...ADDRESS, NAME: `Place ${i}` } })).status,
      ).toBe(200);
    const refused = await accountCall('POST', '/addresses', { cookie: me, body: { ...ADDRESS, IS_DEFAULT: true } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, code: 'ADDRESS_LIMIT' });
    const list = (await accountCall('GET', '/addresses', { cookie: me })).body.addresses;
    expect(list.filter((x: { IS_DEFAULT: boolean }) => x.IS_DEFAULT)).toHaveLength(1);
  });
});

describe('wishlist API', () => {
  it('saves, lists (items on sale only), reports saved ids and removes', async () => {
    const cookie = await signIn(uniqueUid());
    expect((await accountCall('PUT', '/wishlist/parmal-sela', { cookie })).body).toMatchObject({
      status: 1,
      saved: true,
    });
    expect((await accountCall('PUT', '/wishlist/parmal-sela', { cookie })).status).toBe(200); // twice is harmless
    expect((await accountCall('PUT', '/wishlist/brown-rice', { cookie })).status).toBe(200);
    const list = await accountCall('GET', '/wishlist', { cookie });
    expect(list.body.items.map((i: { ID: string }) => i.ID).sort()).toEqual(['brown-rice', 'parmal-sela']);
    const status = await accountCall('GET', '/wishlist/status?ids=parmal-sela,besan', { cookie });
    expect(status.body).toEqual({ status: 1, signedIn: true, saved: ['parmal-sela'] });
    // the most ids the call takes (100), more than a statement may bind one by one
    const many = ['parmal-sela', ...Array.from({ length: 99 }, (_, i) => `item-${i}`)].join(',');
    expect((await accountCall('GET', `/wishlist/status?ids=${many}`, { cookie })).body).toEqual({
      status: 1,
      signedIn: true,
      saved: ['parmal-sela'],
    });
    expect((await accountCall('DELETE', '/wishlist/brown-rice', { cookie })).body).toMatchObject({
      status: 1,
      saved: false,
    });
    expect((await accountCall('DELETE', '/wishlist/brown-rice', { cookie })).status).toBe(404);
    expect((await accountCall('GET', '/wishlist', { cookie })).body.items).toHaveLength(1);
  });

  it("answers 404 for an item the shop does not sell (or another shop's item)", async () => {
    const cookie = await signIn(uniqueUid());
    expect((await accountCall('PUT', '/wishlist/no-such-item', { cookie })).status).toBe(404);
    expect((await accountCall('PUT', '/wishlist/sugar-50kg', { cookie })).status).toBe(404); // members-only's item
    expect((await accountCall('PUT', '/wishlist/%3Cscript%3E', { cookie })).status).toBe(404);
  });

  it('tells anonymous visitors they are signed out without a 401, and validates ids', async () => {
    expect((await accountCall('GET', '/wishlist/status?ids=parmal-sela')).body).toEqual({
      status: 1,
      signedIn: false,
      saved: [],
    });
    const bad = await accountCall('GET', '/wishlist/status?ids=a,<b>');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, field: 'ids' });
  });
});

describe('questions, reviews and product requests', () => {
  it('asks a question about an item, which shows among my questions until the owner answers', async () => {
    const cookie = await signIn(uniqueUid(), 'dilli-kirana', { name: 'Farah' });
    const asked = await accountCall('POST', '/questions', {
      cookie,
      body: { ITEM_ID: 'besan', QUESTION: 'Is this besan from desi chana?' },
    });
    expect(asked.body).toMatchObject({ status: 1 });
    const mine = await accountCall('GET', '/questions', { cookie });
    expect(mine.body.questions[0]).toMatchObject({
      item_id: 'besan',
      item_name: 'Besan (Gram Flour)',
      question: 'Is this besan from desi chana?',
      answer: null,
    });
    const row = await openShop(env, 'dilli-kirana')
      .db.prepare('SELECT author_name FROM questions WHERE id = ?')
      .bind(asked.body.id)
      .first();
    expect(row).toEqual({ author_name: 'Farah' });
  });

  it('validates questions and refuses unknown items', async () => {
    const cookie = await signIn(uniqueUid());
    expect(
      (await accountCall('POST', '/questions', { cookie, body: { ITEM_ID: 'besan', QUESTION: 'hi' } })).body,
    ).toMatchObject({ status: 0, field: 'QUESTION' });
    expect(
      (await accountCall('POST', '/questions', { cookie, body: { QUESTION: 'Is it fresh stock?' } })).body,
    ).toMatchObject({ status: 0, field: 'ITEM_ID' });
    expect(
      (
        await accountCall('POST', '/questions', {
          cookie,
          body: { ITEM_ID: 'nothing', QUESTION: 'Is it fresh stock?' },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps one review per shopper and item: writing again replaces it', async () => {
    const cookie = await signIn(uniqueUid());
    const first = await accountCall('POST', '/reviews', {
      cookie,
      body: { ITEM_ID: 'maida', RATING: 4, TITLE: 'Good', BODY: 'Fine maida.' },
    });
    expect(first.body).toMatchObject({ status: 1, replaced: false });
    const second = await accountCall('POST', '/reviews', { cookie, body: { ITEM_ID: 'maida', RATING: 2 } });
    expect(second.body).toMatchObject({ status: 1, replaced: true, id: first.body.id });
    expect((await accountCall('GET', '/reviews/maida', { cookie })).body.review).toMatchObject({
      rating: 2,
      title: '',
    });
    for (const RATING of [0, 6, 3.5, '5', null]) {
      expect(
        (await accountCall('POST', '/reviews', { cookie, body: { ITEM_ID: 'maida', RATING } })).body,
      ).toMatchObject({ status: 0, field: 'RATING' });
    }
  });

  it('sends and follows product requests', async () => {
    const cookie = await signIn(uniqueUid());
    const made = await accountCall('POST', '/suggestions', {
      cookie,
      body: { PRODUCT_NAME: 'Kashmiri saffron 1 g', DETAILS: 'For Diwali' },
    });
    expect(made.body.suggestion).toMatchObject({
      product_name: 'Kashmiri saffron 1 g',
      status: 'OPEN',
      owner_reply: '',
    });
    expect((await accountCall('GET', `/suggestions/${made.body.suggestion.id}`, { cookie })).body.suggestion.id).toBe(
      made.body.suggestion.id,
    );
    expect((await accountCall('GET', '/suggestions', { cookie })).body.suggestions).toHaveLength(1);
    expect((await accountCall('POST', '/suggestions', { cookie, body: { PRODUCT_NAME: 'x' } })).body).toMatchObject({
      status: 0,
      field: 'PRODUCT_NAME',
    });
  });
});
