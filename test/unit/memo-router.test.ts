import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { MemoRouter, memoisedDefaultRouter } from '../../src/core/memo-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Two apps with the same routes: Hono's default router and the memoised one answer every request alike. */
function twoApps() {
  const make = (memo: boolean) => {
    const app = memo ? new Hono({ router: memoisedDefaultRouter() }) : new Hono();
    app.use('*', async (c, next) => {
      await next();
      c.header('X-Seen', 'yes');
    });
    app.get('/healthz', (c) => c.text('ok'));
    app.get('/:storeId', (c) => c.json({ home: c.req.param('storeId') }));
    app.get('/:storeId/search/:query', (c) => c.json({ search: c.req.param() }));
    app.get('/:storeId/:catId', (c) => c.json({ category: c.req.param() }));
    app.get('/:storeId/:catId/:itemId', (c) => c.json({ item: c.req.param() }));
    app.post('/api/v2/orders/place', (c) => c.json({ place: true }));
    app.post('/api/v2/orders/:orderId/utr', (c) => c.json({ utr: c.req.param('orderId') }));
    app.get('/api/*', (c) => c.json({ api: c.req.path }));
    return app;
  };
  return { plain: make(false), memo: make(true) };
}

describe('the memoised router', () => {
  it.each([
    ['GET', '/healthz'],
    ['GET', '/dilli-kirana'],
    ['GET', '/dilli-kirana/'],
    ['GET', '/dilli-kirana/rice'],
    ['GET', '/dilli-kirana/rice/parmal-sela'],
    ['GET', '/dilli-kirana/search/basmati%20rice'],
    ['GET', '/noir-threads/kurtas'],
    ['POST', '/api/v2/orders/place'],
    ['POST', '/api/v2/orders/ord-42/utr'],
    ['GET', '/api/v2/anything/else'],
    ['DELETE', '/dilli-kirana'],
    ['GET', '/a/b/c/d/e'],
  ])('%s %s: the same answer as the default router, the first time and when kept', async (method, path) => {
    const { plain, memo } = twoApps();
    const expected = await plain.request(path, { method });
    const body = await expected.text();
    for (let i = 0; i < 2; i++) {
      const res = await memo.request(path, { method });
      expect(res.status).toBe(expected.status);
      expect(res.headers.get('X-Seen')).toBe(expected.headers.get('X-Seen'));
      expect(await res.text()).toBe(body);
    }
  });

  it('gives each request its own parameters when the same route is kept for many paths', async () => {
    const { memo } = twoApps();
    for (const id of ['a', 'b', 'a', 'c', 'b'])
      expect(await (await memo.request(`/shop/${id}`)).json()).toEqual({ category: { storeId: 'shop', catId: id } });
  });

  it('keeps at most its limit of answers, the newest, and never a long path', () => {
    const router = new MemoRouter<string>(new TrieRouter<string>(), 3);
    router.add('GET', '/:id', 'page');
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(router.match('GET', `/${id}`)[0][0][0]).toBe('page');
    expect(router.size).toBe(3);
    router.match('GET', `/${'x'.repeat(600)}`);
    expect(router.size).toBe(3);
    router.add('GET', '/about', 'about');
    expect(router.size).toBe(0);
  });
});
