import { describe, expect, it } from 'vitest';
import { SELF } from 'cloudflare:test';
import { expectOk, owner } from './admin-helpers';
import { textOf } from './helpers';

/**
 * A visitor with a bag: a personal answer (the shared page with their badge). After an owner change the cache key
 * is new, so the page is rendered again from the isolate memos, which must show the change at once.
 */
async function homeWithBag(storeId: string): Promise<string> {
  const res = await SELF.fetch(`http://localhost/${storeId}`, {
    headers: { Cookie: `${storeId}_cartSessionId=memo-test-bag` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  return textOf(await res.text());
}

describe('shop data kept in the isolate', () => {
  it('shows an owner change at once to a shopper with a bag', async () => {
    expect(await homeWithBag('dilli-kirana')).toContain('Dilli Kirana Store');
    expect(await homeWithBag('dilli-kirana')).toContain('Classic Basmati Rice');

    await expectOk(await owner('PATCH', 'dilli-kirana', '', { STORE_NAME: 'Dilli Kirana & Sons' }));
    await expectOk(
      await owner('PATCH', 'dilli-kirana', '/items/basmati-classic', { ITEM_NAME: 'Everyday Basmati Rice' }),
    );

    const after = await homeWithBag('dilli-kirana');
    expect(after).toContain('Dilli Kirana & Sons');
    expect(after).toContain('Everyday Basmati Rice');
    expect(after).not.toContain('Classic Basmati Rice');
  });

  it('keeps each shop apart', async () => {
    expect(await homeWithBag('dilli-kirana')).not.toContain('Noir Threads');
    expect(await homeWithBag('noir-threads')).toContain('Noir Threads');
    expect(await homeWithBag('noir-threads')).not.toContain('Dilli Kirana');
  });
});
