import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `openShop(` calls in code (not its definition, not comments): each is a place that opens a shop's handle. */
function openShopCalls(text: string): number {
  return text
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && !/function openShop\(/.test(line))
    .reduce((n, line) => n + (line.match(/\bopenShop\(/g)?.length ?? 0), 0);
}

/**
 * A request opens its shop once (shopOf: c.var.shop) and passes the handle down; openShop is for where no request
 * exists (alarms, provisioning, the seed). Issue 41 item 1 asks for at most 5 call sites: today they are shopOf
 * itself, the shop's object (its alarm) and the ONDC node's answers for the shops a network request names.
 */
const MOST_CALLS = 5;

describe('one shop handle per request', () => {
  const calls = sourceFiles(join(root, 'src'))
    .map((path) => [relative(root, path), openShopCalls(readFileSync(path, 'utf8'))] as const)
    .filter(([, n]) => n > 0);
  const total = calls.reduce((n, [, count]) => n + count, 0);

  it(`src calls openShop at most ${MOST_CALLS} times`, () => {
    expect(total, JSON.stringify(Object.fromEntries(calls))).toBeLessThanOrEqual(MOST_CALLS);
  });

  it('the request paths the issue names take the handle instead of opening one', () => {
    const opening = calls.map(([path]) => path);
    for (const path of [
      'src/data/cache/home-data.ts',
      'src/data/shop/tenant-loader.ts',
      'src/data/shop/cart-view.ts',
      'src/app/cart/context.ts',
      'src/app/orders/place.ts',
      'src/app/orders/quote-data.ts',
      'src/app/orders/owner-alerts.ts',
      'src/data/media/resizer-sources.ts',
      'src/platform/history-routes.ts',
    ]) {
      expect(opening).not.toContain(path);
    }
  });

  it('the count reads calls, not comments or the definition', () => {
    expect(
      openShopCalls(
        'export function openShop(env, id) {}\n// openShop(env, id) here\n * (`openShop(env, id)`)\nconst a = openShop(env, id); f(openShop(env, b));',
      ),
    ).toBe(2);
  });
});
