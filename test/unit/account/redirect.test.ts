import { describe, expect, it } from 'vitest';
import { loginPath, safeFromPath } from '../../../src/domain/account/redirect';

describe('the login from parameter', () => {
  const same: [string, string][] = [
    ['/dilli-kirana', '/dilli-kirana'],
    ['/dilli-kirana/', '/dilli-kirana/'],
    ['/dilli-kirana/bag', '/dilli-kirana/bag'],
    ['/dilli-kirana/search/atta?page=2', '/dilli-kirana/search/atta?page=2'],
    ['/dilli-kirana/account/pages/addresses#x', '/dilli-kirana/account/pages/addresses'],
  ];
  for (const [from, to] of same)
    it(`keeps ${from} (a path of the same shop)`, () => expect(safeFromPath('dilli-kirana', from)).toBe(to));

  const away = [
    undefined,
    null,
    '',
    'dilli-kirana/bag',
    'https://evil.example/dilli-kirana',
    '//evil.example/dilli-kirana',
    '/\\evil.example',
    '/noir-threads',
    '/noir-threads/bag',
    '/dilli-kiranax',
    '/dilli-kirana-2/bag',
    '/dilli-kirana/../noir-threads',
    '/dilli-kirana/%2e%2e/noir-threads',
    '/dilli-kirana%2fbag',
    'javascript:alert(1)',
    '/dilli-kirana/\u0000x',
    '/dilli-kirana/login',
    '/dilli-kirana/login/',
    `/dilli-kirana/${'a'.repeat(600)}`,
    'data:text/html,hi',
    '/%2F%2Fevil.example',
  ];
  for (const from of away)
    it(`sends ${JSON.stringify(from)?.slice(0, 40)} to the shop home`, () =>
      expect(safeFromPath('dilli-kirana', from as string)).toBe('/dilli-kirana'));

  it('builds the login path with an encoded from, or none for home', () => {
    expect(loginPath('dilli-kirana', '/dilli-kirana/bag')).toBe('/dilli-kirana/login?from=%2Fdilli-kirana%2Fbag');
    expect(loginPath('dilli-kirana')).toBe('/dilli-kirana/login');
    expect(loginPath('dilli-kirana', '/dilli-kirana')).toBe('/dilli-kirana/login?from=%2Fdilli-kirana');
    expect(loginPath('dilli-kirana', 'https://evil.example')).toBe('/dilli-kirana/login?from=%2Fdilli-kirana');
  });
});
