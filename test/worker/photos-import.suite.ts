import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { call, expectOk, keyFor, owner } from './admin-helpers';
import { bytesOf, fixture, storedPhotoKeys } from './photos-helpers';
import { importImages } from '../../src/data/media/import-photos';
import type { CatalogueImport } from '../../src/data/shop/owner-import';
import type { Category } from '../../src/domain/tables/categories';
import type { Item } from '../../src/domain/tables/items';
import { parsePhotoRef } from '../../src/domain/images/photo-ref';

const SHOP = 'dilli-kirana';
type Warning = { row: number; field: string; rsn: string };
type ImportReply = { created: number; updated: number; warnings?: Warning[] };

async function importBody(body: string, type: string): Promise<Response> {
  return call('POST', `/stores/${SHOP}/import`, {
    key: await keyFor(SHOP),
    raw: body,
    headers: { 'Content-Type': type },
  });
}
const item = (ID: string, extra: Partial<Item> = {}) => ({
  ID,
  CAT_ID: 'dairy',
  ITEM_NAME: `Photo test ${ID}`,
  PRICE: 1000,
  ...extra,
});

describe('catalogue import with image addresses', () => {
  it('an image the address rule refuses does not fail the import: placeholder and a warning per field', {
    timeout: 60_000,
  }, async () => {
    const res = await importBody(
      JSON.stringify({
        categories: [{ CAT_ID: 'imp-photo-cat', CAT_NAME: 'Photo cat', CAT_IMAGE: 'https://localhost/cat.jpg' }],
        items: [
          item('imp-photo-a', { IMAGE: 'http://cdn.example.com/plain-http.jpg' }),
          item('imp-photo-b', {
            IMAGE: '/img/p/imp-photo-b.svg',
            IMAGES: ['https://127.0.0.1/a.jpg', 'https://0x7f.1/b.jpg'],
          }),
          item('imp-photo-c'),
        ],
      }),
      'application/json',
    );
    const body = await expectOk<ImportReply>(res);
    expect(body).toMatchObject({ created: 4, updated: 0 });
    expect(body.warnings!.map(({ row, field }) => ({ row, field }))).toEqual([
      { row: 0, field: 'categories.0.CAT_IMAGE' },
      { row: 0, field: 'items.0.IMAGE' },
      { row: 1, field: 'items.1.IMAGES.0' },
      { row: 1, field: 'items.1.IMAGES.1' },
    ]);
    expect(body.warnings![0].rsn).toContain('public host');
    expect(body.warnings![1].rsn).toContain('https');
    const a = await expectOk<{ item: Item }>(await owner('GET', SHOP, '/items/imp-photo-a'));
    expect(a.item).toMatchObject({ IMAGE: '', IMAGES: [] });
    const b = await expectOk<{ item: Item }>(await owner('GET', SHOP, '/items/imp-photo-b'));
    expect(b.item).toMatchObject({ IMAGE: '/img/p/imp-photo-b.svg', IMAGES: [] });
    // and the storefront shows the item
    expect((await SELF.fetch(`http://localhost/${SHOP}/dairy/imp-photo-a`)).status).toBe(200);
  });

  it('CSV: the image column is checked the same way, warnings name the row and the column', {
    timeout: 60_000,
  }, async () => {
    const csv =
      'category,id,name,price,mrp,stock,gst,description,image\n' +
      'dairy,imp-csv-photo,Csv Photo,10.00,,,,,https://10.0.0.1/x.jpg\n' +
      'dairy,imp-csv-plain,Csv Plain,12.00,,,,,\n';
    const body = await expectOk<ImportReply>(await importBody(csv, 'text/csv'));
    expect(body.created).toBe(2);
    expect(body.warnings).toEqual([{ row: 1, field: 'image', rsn: expect.stringContaining('IP address') }]);
  });

  it("fetches each https image once into the shop's photos, names the stored photo, and remembers it", {
    timeout: 60_000,
  }, async () => {
    const asked: string[] = [];
    const origin: Record<string, () => Response> = {
      'https://cdn.example.com/wide.jpg': () =>
        new Response(fixture('wide'), { headers: { 'Content-Type': 'image/jpeg' } }),
      'https://cdn.example.com/logo.png': () =>
        new Response(fixture('orangePng'), { headers: { 'Content-Type': 'image/png' } }),
      'https://cdn.example.com/evil.svg': () =>
        new Response(bytesOf('<svg onload="alert(1)"/>'), { headers: { 'Content-Type': 'image/svg+xml' } }),
      'https://cdn.example.com/huge.jpg': () =>
        new Response(new Uint8Array(16 * 1024 * 1024), { headers: { 'Content-Type': 'image/jpeg' } }),
      'https://cdn.example.com/gone.jpg': () => new Response('gone', { status: 404 }),
    };
    const fetcher = (async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      asked.push(url);
      if (!origin[url]) throw new Error('offline');
      return origin[url]();
    }) as typeof fetch;
    const plan = (): CatalogueImport => ({
      categories: [
        {
          value: { CAT_ID: 'imp-x', CAT_NAME: 'X', CAT_IMAGE: 'https://cdn.example.com/logo.png' } as Category,
          given: ['CAT_IMAGE'],
          row: 0,
        },
      ],
      items: [
        {
          value: item('imp-1', {
            IMAGE: 'https://cdn.example.com/wide.jpg',
            IMAGES: ['https://cdn.example.com/evil.svg', 'https://cdn.example.com/logo.png'],
          }) as Item,
          given: ['IMAGE', 'IMAGES'],
          row: 0,
        },
        {
          value: item('imp-2', {
            IMAGE: 'https://cdn.example.com/wide.jpg',
            IMAGES: ['https://cdn.example.com/huge.jpg', 'https://cdn.example.com/gone.jpg'],
          }) as Item,
          given: ['IMAGE', 'IMAGES'],
          row: 1,
        },
      ],
    });
    const first = plan();
    const warnings = await importImages(env, SHOP, first, (kind, row, field) => `${kind}.${row}.${field}`, fetcher);
    expect(warnings.map((w) => w.field)).toEqual(['items.0.IMAGES.0', 'items.1.IMAGES.0', 'items.1.IMAGES.1']);
    expect(warnings[0].rsn).toContain('SVG');
    expect(warnings[1].rsn).toContain('15 MB');
    expect(warnings[2].rsn).toContain('404');
    const wide = parsePhotoRef(first.items[0].value.IMAGE);
    expect(wide).toMatchObject({ storeId: SHOP, width: 1600, height: 1200 });
    expect(first.items[1].value.IMAGE).toBe(first.items[0].value.IMAGE);
    expect(first.items[0].value.IMAGES).toEqual([first.categories[0].value.CAT_IMAGE]);
    expect(first.items[1].value.IMAGES).toEqual([]);
    expect(await storedPhotoKeys(SHOP)).toEqual(expect.arrayContaining([`photos/${SHOP}/${wide!.id}/original.webp`]));
    // each address fetched once, though two rows name it
    expect(asked.filter((u) => u.endsWith('wide.jpg'))).toHaveLength(1);
    expect(asked.filter((u) => u.endsWith('logo.png'))).toHaveLength(1);

    // a later import of the same addresses fetches only the ones that failed
    asked.length = 0;
    const second = plan();
    await importImages(env, SHOP, second, (kind, row, field) => `${kind}.${row}.${field}`, fetcher);
    expect(second.items[0].value.IMAGE).toBe(first.items[0].value.IMAGE);
    expect(asked.sort()).toEqual([
      'https://cdn.example.com/evil.svg',
      'https://cdn.example.com/gone.jpg',
      'https://cdn.example.com/huge.jpg',
    ]);
  });
});
