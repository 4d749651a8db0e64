import { describe, expect, it } from 'vitest';
import { pathHasControlCharacters } from '../../src/domain/path-safety';

/** Paths refused before routing: a control character, written as it is or percent-encoded in any segment. */
describe('pathHasControlCharacters', () => {
  it.each([
    ['/dilli-kirana', false],
    ['/dilli-kirana/rice/parmal-sela', false],
    ['/dilli-kirana/search/atta%20maida', false],
    ['/dilli-kirana/search/%E0%A4%86%E0%A4%9F%E0%A4%BE', false],
    ['/dilli-kirana/search/100%', false],
    ['/dilli-kirana/search/%zz', false],
    ['/dilli-kirana/rice%0d%0aSet-Cookie:x', true],
    ['/dilli-kirana/%00', true],
    ['/dilli-kirana/search/a%7Fb', true],
    ['/dilli-kirana/search/%E0%A4%86/%09', true],
    ['/dilli\u0000kirana', true],
    ['/dilli-kirana/\u007f', true],
    ['/dilli-kirana/%0', false],
  ] as const)('%s → %s', (path, refused) => {
    expect(pathHasControlCharacters(path)).toBe(refused);
  });
});
