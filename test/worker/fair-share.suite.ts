import { describe, expect, it } from 'vitest';
import { get } from './helpers';
import { Shopper } from './cart-helpers';
import { RENDERS_PER_SHOP } from '../../src/domain/fair-share';

const FLOOD = 12 * RENDERS_PER_SHOP;

/**
 * A shopper's reload that renders afresh (a bag's cookie and no-cache keep it out of every cache; a bag of its own
 * keeps it from sharing another reload's render), noting when it finished.
 */
async function freshPage(shop: string, order: string[], name: string) {
  const headers = {
    'Cache-Control': 'no-cache',
    Cookie: `${shop}_cartSessionId=fair-share-${name.replace(/\W/g, '')}`,
  };
  const res = await get(`/${shop}`, { headers });
  const html = await res.text();
  order.push(name);
  return { status: res.status, html };
}

describe("a shop's fair share of the isolate (#40 item 4)", () => {
  it("answers every call of one shop's flood of bag adds and another shop's page among them", async () => {
    const shopper = new Shopper('dilli-kirana');
    await shopper.start();
    // both shops already in the isolate (a first render wakes the shop's object and fills its memos)
    await freshPage('dilli-kirana', [], 'warm-up');
    await freshPage('noir-threads', [], 'warm-up');
    const order: string[] = [];
    // the flood arrives first; the other shop's page right behind it
    const flood = Array.from({ length: FLOOD }, (_, i) =>
      shopper.add('toned-milk', { variantKey: '1l', selectedQuantity: 1 }).then((reply) => {
        order.push(`add ${i}`);
        return reply;
      }),
    );
    const other = freshPage('noir-threads', order, 'other shop');
    const [adds, otherPage] = await Promise.all([Promise.all(flood), other]);

    // every waiting request was answered (none cancelled by the runtime as hung), and every unit counts
    for (const add of adds) {
      expect(add.http).toBe(200);
      expect(add.body.status).toBe(1);
    }
    const bag = await shopper.call('refreshCartCalculations');
    expect(bag.body.cart.NUMBER_OF_ITEMS_CART).toBe(FLOOD);
    expect(otherPage.status).toBe(200);
    expect(otherPage.html).toContain('Noir Threads');
    expect(order).toHaveLength(FLOOD + 1);
  }, 60_000);

  it("a flood of one shop's fresh renders (each shopper's own), with the other shop's pages among them: every page answers", async () => {
    const order: string[] = [];
    const pages = await Promise.all([
      ...Array.from({ length: FLOOD }, (_, i) => freshPage('dilli-kirana', order, `flood ${i}`)),
      freshPage('noir-threads', order, 'other a'),
      freshPage('noir-threads', order, 'other b'),
    ]);
    for (const page of pages.slice(0, FLOOD)) {
      expect(page.status).toBe(200);
      expect(page.html).toContain('Dilli Kirana Store');
    }
    for (const page of pages.slice(FLOOD)) expect(page.html).toContain('Noir Threads');
    expect(order).toHaveLength(FLOOD + 2);
  }, 60_000);
});
