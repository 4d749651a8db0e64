import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLabShop, Shopper } from './cart-helpers';

/**
 * Identical hard reloads (`Cache-Control: no-cache`) arriving together share one render (middleware/shared-reloads
 * and page-cache): the same page, language and cookies render once, and every request answers that render's page.
 * The waiting requests look at the render on timers of their own, so workerd never cancels one as hung.
 */

let S: string;
let bagCookie: string;
beforeAll(async () => {
  S = await createLabShop();
  bagCookie = await bagOf(3);
});

async function bagOf(units: number): Promise<string> {
  const shopper = new Shopper(S);
  await shopper.start();
  expect((await shopper.add('assam', { selectedQuantity: units })).body.status).toBe(1);
  return `${S}_cartSessionId=${shopper.sid}`;
}

async function reload(path: string, cookie?: string) {
  const res = await SELF.fetch(`http://localhost/${S}${path}`, {
    headers: { 'Cache-Control': 'no-cache', ...(cookie ? { Cookie: cookie } : {}) },
  });
  return {
    status: res.status,
    html: await res.text(),
    edge: res.headers.get('X-Edge-Cache'),
    cacheControl: res.headers.get('Cache-Control'),
    outcome: /cache;desc="([a-z]+)"/.exec(res.headers.get('Server-Timing') ?? '')?.[1],
  };
}

const outcomes = (answers: { outcome?: string }[]) =>
  answers.reduce<Record<string, number>>(
    (n, a) => ({ ...n, [a.outcome ?? 'none']: (n[a.outcome ?? 'none'] ?? 0) + 1 }),
    {},
  );

const N = 20;

describe('identical reloads arriving together', { timeout: 30_000 }, () => {
  it(`${N} reloads of one page by one shopper: all answer 200 with the same page, rendered once`, async () => {
    const answers = await Promise.all(Array.from({ length: N }, () => reload('/tea/assam', bagCookie)));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.html).toBe(answers[0].html);
      // still the shopper's own page, never stored
      expect(a.edge).toBeNull();
      expect(a.cacheControl).toBe('private, no-store');
    }
    expect(answers[0].html).toContain('data-bag-count="3"');
    expect(answers[0].html).toContain('Assam Tea');
    expect(outcomes(answers)).toEqual({ miss: 1, coalesced: N - 1 });
  });

  it(`${N} anonymous reloads of one page: one render, stored for the next visitors`, async () => {
    const answers = await Promise.all(Array.from({ length: N }, () => reload('/tea')));
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.html).toBe(answers[0].html);
    }
    expect(outcomes(answers)).toEqual({ miss: 1, coalesced: N - 1 });
    expect(answers.filter((a) => a.edge === 'MISS')).toHaveLength(1);
  });

  it("shoppers with different bags do not share: each reload renders each shopper's own badge", async () => {
    const other = await bagOf(5);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => reload('/tea/darjeeling', bagCookie)),
      ...Array.from({ length: 4 }, () => reload('/tea/darjeeling', other)),
    ]);
    for (const a of answers.slice(0, 4)) expect(a.html).toContain('data-bag-count="3"');
    for (const a of answers.slice(4)) expect(a.html).toContain('data-bag-count="5"');
    // one render per shopper
    expect(outcomes(answers)).toEqual({ miss: 2, coalesced: 6 });
  });

  it('a reload after the shared one renders afresh (nothing of the shared render is kept for a shopper)', async () => {
    await Promise.all(Array.from({ length: 3 }, () => reload('/cups/mug', bagCookie)));
    const again = await reload('/cups/mug', bagCookie);
    expect(again.status).toBe(200);
    expect(again.outcome).toBe('miss');
  });
});
