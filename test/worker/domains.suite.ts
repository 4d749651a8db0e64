import { describe, expect, it } from 'vitest';
import { get } from './helpers';

const HOST = 'dillikirana.localhost';

describe('custom domains', () => {
  it('serve their shop under its id', async () => {
    const res = await get('/dilli-kirana', { host: HOST });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Dilli Kirana Store');
    expect(html).toContain('<link rel="canonical" href="https://dillikirana.localhost/dilli-kirana"/>');
  });

  it.each(['/', '/noir-threads', '/noir-threads/bag', '/members-only'])(
    'redirect %s to their own shop',
    async (path) => {
      const res = await get(path, { host: HOST });
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toBe('/dilli-kirana');
    },
  );

  it('an unknown host gets 404, never a default shop', async () => {
    for (const path of ['/', '/dilli-kirana', '/api/v2/getStoreDetails/v2']) {
      const res = await get(path, { host: 'evil.example.com' });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Dilli Kirana');
    }
  });

  it('ignores X-Forwarded-Host', async () => {
    const res = await get('/', { headers: { 'X-Forwarded-Host': HOST } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-testid="index-page"');
  });

  it('platform hosts come from configuration: 127.0.0.1 serves by path', async () => {
    expect((await get('/noir-threads', { host: '127.0.0.1:8787' })).status).toBe(200);
  });
});
