import { describe, expect, it } from 'vitest';
import { demoKeysAllowed, isLoopbackHost } from '../../src/domain/dev-access';

describe('demo keys and emulator tokens are honoured only in development on loopback hosts', () => {
  const cases: [string, string, boolean][] = [
    ['development', 'localhost', true],
    ['development', '127.0.0.1', true],
    ['development', '[::1]', true],
    ['development', 'dillikirana.localhost', true],
    ['development', 'LOCALHOST', true],
    ['development', 'localhost.', true],
    ['development', 'edge-storefront.workers.dev', false],
    ['development', 'localhost.evil.example', false],
    ['development', 'notlocalhost', false],
    ['development', '127.0.0.2', false],
    ['development', '10.0.0.1', false],
    ['production', 'localhost', false],
    ['test', 'localhost', false],
    ['', 'localhost', false],
  ];
  for (const [environment, host, allowed] of cases) {
    it(`${environment || '(unset)'} on ${host}: ${allowed ? 'honoured' : 'unknown'}`, () => {
      expect(demoKeysAllowed(environment, host)).toBe(allowed);
    });
  }

  it('counts *.localhost names as loopback (they never leave the machine), nothing that merely contains it', () => {
    expect(isLoopbackHost('a.b.localhost')).toBe(true);
    expect(isLoopbackHost('localhost-shop.com')).toBe(false);
  });
});
