import { describe, expect, it } from 'vitest';
import { get } from './helpers';

const EVIL = [
  'a'.repeat(300),
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fadmin',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '<img src=x onerror=alert(1)>',
  '%00',
  '%E0%A4%A',
  '%ZZ',
  "'%20OR%201%3D1%20--",
  'Robert%22);DROP%20TABLE%20items;--',
  '%F0%9F%98%80%F0%9F%98%80',
  'javascript:alert(1)',
  'besan%0d%0aSet-Cookie:%20x=1',
];

async function expectSafe(path: string, allowed: number[]) {
  const res = await get(path);
  expect(allowed, `${path} -> ${res.status}`).toContain(res.status);
  const body = await res.text();
  expect(body, path).not.toMatch(/<script>alert|<img src=x onerror/i);
  expect(res.headers.get('Set-Cookie') ?? '', path).not.toContain('x=1');
}

describe('bad input on browsing screens never gives a 5xx', () => {
  it.each(EVIL)('category, item, questions and reviews paths with %s answer 404', async (bad) => {
    await expectSafe(`/dilli-kirana/${bad}`, [404]);
    await expectSafe(`/dilli-kirana/categories/${bad}`, [404]);
    await expectSafe(`/dilli-kirana/atta-flours/${bad}`, [404]);
    await expectSafe(`/dilli-kirana/${bad}/besan`, [404]);
    await expectSafe(`/dilli-kirana/atta-flours/${bad}/allquestions`, [404]);
    await expectSafe(`/dilli-kirana/atta-flours/${bad}/userReviews`, [404]);
  });

  it.each(EVIL)('blog, collection and page paths with %s answer 404', async (bad) => {
    await expectSafe(`/dilli-kirana/content/blogs/read/${bad}`, [404]);
    await expectSafe(`/dilli-kirana/content/blogs/${bad}`, [404]);
    await expectSafe(`/dilli-kirana/content/pages/${bad}`, [404]);
  });

  it.each(EVIL)('search for %s answers a page (maybe empty), never an error', async (bad) => {
    await expectSafe(`/dilli-kirana/search/${bad}`, [200, 404]);
    await expectSafe(`/dilli-kirana/search?q=${bad}`, [200, 302, 404]);
    await expectSafe(`/dilli-kirana/search/besan?page=${bad}&cat=${bad}`, [200]);
    await expectSafe(`/dilli-kirana/atta-flours?page=${bad}`, [200]);
    const api = await get(`/api/v2/search/suggest?q=${bad}&cat=${bad}`, { headers: { storeID: 'dilli-kirana' } });
    expect(api.status, bad).toBe(200);
  });

  it('a very long search query is cut, not refused', async () => {
    await expectSafe(`/dilli-kirana/search/${'besan%20'.repeat(400)}`, [200]);
    await expectSafe(`/dilli-kirana/search?q=${'x'.repeat(3000)}`, [302]);
  });

  it.each(['bad', 'x'.repeat(5000), '%ZZ', 'javascript:alert(1)'])(
    'the resizer answers 400 or the placeholder for %s',
    async (url) => {
      const res = await get(`/api/v1/resizer?url=${url}&size=${url}&width=${url}`);
      expect([302, 400]).toContain(res.status);
      const loc = res.headers.get('Location');
      if (loc) expect(loc).toBe('/img/placeholder.svg');
    },
  );
});
