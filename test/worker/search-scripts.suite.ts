import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchItems, suggest } from '../../src/data/shop/search';
import { openShop } from '../../src/data/shop/shop-db';
import { expectOk, owner } from './admin-helpers';
import { createShop } from './helpers';

const S = 'script-lab';

/** Items as owners write them, in Latin, Devanagari and Tamil, through the owner API (which writes their keys). */
beforeAll(async () => {
  await createShop(S, 'Script Lab');
  await expectOk(await owner('POST', S, '/categories', { CAT_ID: 'staples', CAT_NAME: 'Staples' }), 201);
  for (const [ID, ITEM_NAME] of [
    ['basmati-hi', 'बासमती चावल 5 kg'],
    ['atta', 'Chakki Atta 5 kg'],
    ['arisi', 'பொன்னி அரிசி'],
    ['chana', 'Kabuli Chana'],
    ['ghee', 'Desi Ghee'],
  ])
    await expectOk(await owner('POST', S, '/items', { ID, CAT_ID: 'staples', ITEM_NAME, PRICE: 10000 }), 201);
  // an item imported in bulk gets its keys too
  await expectOk(
    await owner('POST', S, '/import', {
      items: [{ ID: 'haldi-hi', CAT_ID: 'staples', ITEM_NAME: 'हल्दी पाउडर', PRICE: 5000 }],
    }),
  );
});

const ids = async (q: string) => (await searchItems(openShop(env, S), q)).items.map((i) => i.ID).sort();

describe('search across scripts', () => {
  it.each([
    ['chawal', ['basmati-hi']],
    ['चावल', ['basmati-hi']],
    ['basmati', ['basmati-hi']],
    ['आटा', ['atta']],
    ['atta', ['atta']],
    ['arisi', ['arisi']],
    ['அரிசி', ['arisi']],
    ['ghee', ['ghee']],
    ['घी', ['ghee']],
    ['haldi', ['haldi-hi']],
    ['चना', ['chana']],
  ])('%s finds %j', async (q, want) => {
    expect(await ids(q)).toEqual(want);
  });

  it('does not confuse chawal with chana, nor atta with anything else', async () => {
    expect(await ids('chawal')).not.toContain('chana');
    expect(await ids('atta')).toEqual(['atta']);
  });

  it('suggests across scripts while typing', async () => {
    const s = await suggest(openShop(env, S), 'chaw');
    expect(s.map((x) => x.name)).toContain('बासमती चावल 5 kg');
  });

  it('a renamed item is found by its new name in either script', async () => {
    await expectOk(await owner('PATCH', S, '/items/chana', { ITEM_NAME: 'काबुली चना' }));
    expect(await ids('chana')).toEqual(['chana']);
    expect(await ids('kabuli')).toEqual(['chana']);
  });
});

describe('items in Hindi and Tamil (I18N)', () => {
  it("the owner API keeps an item's translations and search finds it by them, in either script", async () => {
    const created = await expectOk(
      await owner('POST', S, '/items', {
        ID: 'sugar',
        CAT_ID: 'staples',
        ITEM_NAME: 'Sugar (Fine)',
        PRICE: 4500,
        I18N: { hi: { ITEM_NAME: 'चीनी' }, ta: { ITEM_NAME: 'சர்க்கரை' } },
      }),
      201,
    );
    expect(created.item.I18N).toEqual({ hi: { ITEM_NAME: 'चीनी' }, ta: { ITEM_NAME: 'சர்க்கரை' } });
    for (const q of ['sugar', 'चीनी', 'cheeni', 'chini', 'சர்க்கரை']) expect(await ids(q), q).toContain('sugar');
    await expectOk(await owner('PATCH', S, '/items/sugar', { I18N: { hi: { ITEM_NAME: 'शक्कर' } } }));
    expect(await ids('shakkar')).toContain('sugar');
    expect(await ids('cheeni')).not.toContain('sugar');
    const bad = await owner('POST', S, '/items', {
      ID: 'x1',
      CAT_ID: 'staples',
      ITEM_NAME: 'X',
      PRICE: 1,
      I18N: { fr: { ITEM_NAME: 'x' } },
    });
    expect(bad.status).toBe(400);
  });

  it('the demo shops carry Hindi (dilli-kirana) and Tamil (noir-threads) names that search finds', async () => {
    const dilli = (await searchItems(openShop(env, 'dilli-kirana'), 'चावल', { pageSize: 50 })).items.map((i) => i.ID);
    expect(dilli).toEqual(expect.arrayContaining(['basmati-classic', 'sona-masoori', 'kolam-rice', 'idli-rice']));
    expect((await searchItems(openShop(env, 'dilli-kirana'), 'haldi')).items.map((i) => i.ID)).toContain(
      'haldi-powder',
    );
    expect(
      (await searchItems(openShop(env, 'dilli-kirana'), 'आटा', { pageSize: 50 })).items.map((i) => i.ID),
    ).toContain('chakki-atta');
    const noir = (await searchItems(openShop(env, 'noir-threads'), 'குர்தா', { pageSize: 50 })).items.map((i) => i.ID);
    expect(noir).toEqual(expect.arrayContaining(['khadi-kurta', 'linen-kurta']));
    const items = await (await owner('GET', 'dilli-kirana', '/items/besan')).json<any>();
    expect(items.item.I18N).toEqual({ hi: { ITEM_NAME: 'बेसन' } });
  });
});
