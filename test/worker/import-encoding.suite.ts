import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { keyFor, owner } from './admin-helpers';
import { createShop } from './helpers';

/**
 * A catalogue CSV that is not UTF-8 (#40 item 7: one saved as Windows-1252 was accepted and stored with U+FFFD):
 * the rows with bytes that are not UTF-8 fail, each naming its column, and nothing is stored.
 */
const SHOP = 'enc-lab';
const HEADER = 'category,id,name,price';
const latin1 = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);
const join = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};

beforeAll(async () => {
  await createShop(SHOP, 'Encoding Lab');
  expect((await owner('PATCH', SHOP, '', { LANGUAGES: ['en', 'hi', 'ta'] })).status).toBe(200);
}, 60_000);

const send = async (body: Uint8Array<ArrayBuffer>, lang = 'en') =>
  SELF.fetch(`http://localhost/admin/api/stores/${SHOP}/import`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await keyFor(SHOP)}`, 'Content-Type': 'text/csv', 'Accept-Language': lang },
    body,
  });
const stored = async () =>
  (
    await openShop(env, SHOP)
      .db.prepare('SELECT id AS ID, name AS ITEM_NAME FROM items ORDER BY id')
      .all<{ ID: string; ITEM_NAME: string }>()
  ).results;

describe('a catalogue CSV that is not UTF-8', () => {
  it('fails the rows whose bytes are not UTF-8 (column named, readable reason) and stores nothing', async () => {
    const body = join(
      utf8(`${HEADER}\nstaples,plain-rice,Plain Rice,40\n`),
      latin1('staples,cafe-creme,Caf\u00e9 Cr\u00e8me,90\n'),
      utf8('staples,dal,Toor Dal,120\n'),
    );
    const res = await send(body);
    const reply = await res.json<{
      status: number;
      code: string;
      rsn: string;
      failed: { row: number; field: string; rsn: string }[];
    }>();
    expect(res.status, JSON.stringify(reply)).toBe(400);
    expect(reply.status).toBe(0);
    expect(reply.code).toBe('IMPORT_INVALID');
    expect(reply.failed).toEqual([{ row: 2, field: 'name', rsn: expect.stringMatching(/UTF-8/) }]);
    expect(await stored()).toEqual([]);
  });

  it('a Hindi owner hears why in Hindi', async () => {
    const res = await send(join(utf8(`${HEADER}\n`), latin1('staples,cafe,Caf\u00e9,90\n')), 'hi');
    const reply = await res.json<{ failed: { rsn: string }[] }>();
    expect(res.status).toBe(400);
    expect(reply.failed[0].rsn).toMatch(/[\u0900-\u097F]/);
    expect(reply.failed[0].rsn).toMatch(/UTF-8/);
  });

  it('the same sheet saved as UTF-8 imports, and no name is stored with a replacement character', async () => {
    const res = await send(
      utf8(`${HEADER}\nstaples,plain-rice,Plain Rice,40\nstaples,cafe-creme,Caf\u00e9 Cr\u00e8me,90\n`),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stored()).toEqual([
      { ID: 'cafe-creme', ITEM_NAME: 'Café Crème' },
      { ID: 'plain-rice', ITEM_NAME: 'Plain Rice' },
    ]);
    const nothingStoredWithFffd = (await stored()).every((r) => !r.ITEM_NAME.includes('\uFFFD'));
    expect(nothingStoredWithFffd).toBe(true);
  });
});
