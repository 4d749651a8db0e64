import { describe, expect, it } from 'vitest';
import { expectFailure, expectOk, owner, page, snapshot } from './admin-helpers';
import { postJson } from './helpers';

async function refused(method: string, storeId: string, sub: string, body: unknown, field: string, code = 'INVALID') {
  const before = await snapshot(storeId);
  await expectFailure(await owner(method, storeId, sub, body), 400, code, field);
  expect(await snapshot(storeId)).toBe(before);
}

const helloBarOn = async (path: string) => {
  const html = await (await page(path)).text();
  const m = /data-testid="hello-bar"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return m ? m[1].replace(/<[^>]+>/g, '') : null;
};

describe('hello bar', () => {
  it('shows only on its target screens, changes at once and can be removed', async () => {
    await page('/noir-threads');
    await expectOk(
      await owner('PUT', 'noir-threads', '/hello-bar', { text: 'Monsoon sale: 20% off', targetScreens: ['Bag'] }),
    );
    expect(await helloBarOn('/noir-threads')).toBeNull();
    const { helloBar } = await expectOk(
      await owner('PUT', 'noir-threads', '/hello-bar', {
        text: 'Monsoon sale: 20% off',
        link: '/noir-threads/categories',
        targetScreens: ['Home', 'Bag'],
      }),
    );
    expect(helloBar).toEqual({
      text: 'Monsoon sale: 20% off',
      link: '/noir-threads/categories',
      targetScreens: ['Home', 'Bag'],
    });
    expect(await helloBarOn('/noir-threads')).toBe('Monsoon sale: 20% off');
    expect(await (await page('/noir-threads')).text()).toContain('href="/noir-threads/categories"');
    expect((await expectOk(await owner('DELETE', 'noir-threads', '/hello-bar'))).helloBar).toBeNull();
    expect(await helloBarOn('/noir-threads')).toBeNull();
    expect((await expectOk(await owner('GET', 'noir-threads', '/hello-bar'))).helloBar).toBeNull();
  });

  it('refuses unknown screens, unsafe links and empty text', async () => {
    await refused('PUT', 'dilli-kirana', '/hello-bar', { text: 'Hi', targetScreens: ['Checkout'] }, 'targetScreens.0');
    await refused(
      'PUT',
      'dilli-kirana',
      '/hello-bar',
      { text: 'Hi', targetScreens: ['Home', 'Home'] },
      'targetScreens',
    );
    await refused(
      'PUT',
      'dilli-kirana',
      '/hello-bar',
      { text: 'Hi', link: 'javascript:alert(1)', targetScreens: ['Home'] },
      'link',
    );
    await refused(
      'PUT',
      'dilli-kirana',
      '/hello-bar',
      { text: 'Hi', link: '//evil.example/x', targetScreens: ['Home'] },
      'link',
    );
    await refused('PUT', 'dilli-kirana', '/hello-bar', { text: '  ', targetScreens: ['Home'] }, 'text');
    await refused('PUT', 'dilli-kirana', '/hello-bar', { text: 'Hi' }, 'targetScreens');
    await refused(
      'PUT',
      'dilli-kirana',
      '/hello-bar',
      { text: 'Hi', targetScreens: [], color: 'red' },
      'color',
      'UNKNOWN_FIELD',
    );
  });
});

describe('pixels', () => {
  it('sets pixels one by one, null removes one, and the storefront meta call sees them', async () => {
    await expectOk(
      await owner('PATCH', 'dilli-kirana', '/pixels', {
        FB_PIXEL: { pixelID: '123456789012345' },
        G_SEARCH: { gSearchPropertyID: 'abcDEF123_-xyz456' },
      }),
    );
    const { pixels } = await expectOk(
      await owner('PATCH', 'dilli-kirana', '/pixels', {
        G_TAG: { analyticsPropertyID: 'G-AB12CD34EF' },
        G_MERCHANT: { gMerchantID: '5551234' },
      }),
    );
    expect(pixels).toEqual({
      FB_PIXEL: { pixelID: '123456789012345' },
      G_SEARCH: { gSearchPropertyID: 'abcDEF123_-xyz456' },
      G_TAG: { analyticsPropertyID: 'G-AB12CD34EF' },
      G_MERCHANT: { gMerchantID: '5551234' },
    });
    const removed = await expectOk(await owner('PATCH', 'dilli-kirana', '/pixels', { FB_PIXEL: null }));
    expect(removed.pixels).not.toHaveProperty('FB_PIXEL');
    const meta = await (await postJson('/api/v2/getWebExtraMeta', {}, { storeID: 'dilli-kirana' })).json<{
      meta: Record<string, unknown>;
    }>();
    expect(meta.meta).toMatchObject({ gSearchPropertyID: 'abcDEF123_-xyz456', gMerchantID: '5551234' });
  });

  it('checks the format of each id (they end up in script URLs and meta tags)', async () => {
    await refused('PATCH', 'dilli-kirana', '/pixels', { FB_PIXEL: { pixelID: '12345"><script>' } }, 'FB_PIXEL.pixelID');
    await refused(
      'PATCH',
      'dilli-kirana',
      '/pixels',
      { G_TAG: { analyticsPropertyID: 'GA-123' } },
      'G_TAG.analyticsPropertyID',
    );
    await refused(
      'PATCH',
      'dilli-kirana',
      '/pixels',
      { G_SEARCH: { gSearchPropertyID: 'has space in it' } },
      'G_SEARCH.gSearchPropertyID',
    );
    await refused(
      'PATCH',
      'dilli-kirana',
      '/pixels',
      { G_MERCHANT: { gMerchantID: 'MC-1' } },
      'G_MERCHANT.gMerchantID',
    );
    await refused('PATCH', 'dilli-kirana', '/pixels', { TIKTOK: { id: '1' } }, 'TIKTOK', 'UNKNOWN_FIELD');
    await refused(
      'PATCH',
      'dilli-kirana',
      '/pixels',
      { FB_PIXEL: { pixelID: '123456789012345', extra: 1 } },
      'FB_PIXEL.extra',
      'UNKNOWN_FIELD',
    );
  });
});
