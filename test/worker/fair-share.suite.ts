import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { RENDERS_PER_SHOP } from '../../src/domain/fair-share';

const FLOOD = 8 * RENDERS_PER_SHOP;

/**
 * A shopper's reload that renders afresh (a bag's cookie and no-cache keep it out of every cache and of the
 * anonymous renders' coalescing), noting when it finished.
 */
async function freshPage(shop: string, order: string[], name: string) {
  const headers = { 'Cache-Control': 'no-cache', Cookie: `${shop}_cartSessionId=fair-share-shopper` };
  const res = await get(`/${shop}`, { headers });
  const html = await res.text();
  order.push(name);
  return { status: res.status, html };
}

describe("a shop's fair share of the isolate (#40 item 4)", () => {
  it("answers every page of one shop's flood of fresh renders, and another shop's page before the flood is through", async () => {
    const order: string[] = [];
    // both shops already in the isolate (a first render wakes the shop's object and fills its memos)
    await freshPage('dilli-kirana', [], 'warm-up');
    await freshPage('noir-threads', [], 'warm-up');
    // the flood arrives first; the other shop's request right behind it
    const flood = Array.from({ length: FLOOD }, (_, i) => freshPage('dilli-kirana', order, `flood ${i}`));
    const other = freshPage('noir-threads', order, 'other shop');
    const [floodPages, otherPage] = await Promise.all([Promise.all(flood), other]);

    for (const page of floodPages) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('Dilli Kirana Store');
    }
    expect(otherPage.status).toBe(200);
    expect(otherPage.html).toContain('Noir Threads');
    // the flood's renders wait their turn a few at a time; the other shop's page does not wait behind them all
    expect(order.indexOf('other shop')).toBeLessThan(FLOOD / 2);
  }, 60_000);
});
