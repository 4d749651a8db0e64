import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { baseUrl, hasChromium, launch, VIEWPORTS } from './browser';
import { noHorizontalScroll, openShopper, realProblems, signInWithPhone } from './auth-helpers';

/*
 * An assistant shops for someone: it searches the shop through its MCP server, fills a bag and calls
 * start_checkout; the shopper opens the link on a phone, finds that bag, signs in and reaches checkout to
 * confirm, in both themes at phone and desktop widths. The link works once. Both items have untracked stock, so
 * runs never interfere.
 */
type Json = Record<string, any>;

const JOURNEYS = [
  {
    storeId: 'dilli-kirana',
    theme: 'default',
    query: 'parmal sela',
    itemId: 'parmal-sela',
    item: 'Parmal Sela Rice (Loose)',
    itemPath: '/rice/parmal-sela',
  },
  {
    storeId: 'noir-threads',
    theme: 'berlin',
    query: 'khadi kurta',
    itemId: 'khadi-kurta',
    item: 'Khadi Everyday Kurta',
    itemPath: '/kurtas/khadi-kurta',
  },
] as const;

async function tool(client: Client, name: string, args: Json): Promise<Json> {
  const res = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    structuredContent?: Json;
    content: { text: string }[];
  };
  if (res.isError) throw new Error(`${name}: ${res.content.map((c) => c.text).join(' ')}`);
  return res.structuredContent!;
}

describe.skipIf(!hasChromium)('an assistant hands a bag to the shopper (MCP -> browser)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const vp of VIEWPORTS)
    for (const j of JOURNEYS)
      it(`${j.storeId} (${j.theme}) at ${vp.name}: search -> add -> start_checkout over HTTP, then the link opens the bag, sign-in leads to checkout`, async () => {
        const client = new Client({ name: 'e2e-assistant', version: '1.0.0' });
        await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/${j.storeId}/mcp`)));
        const found = await tool(client, 'search_items', { query: j.query });
        expect(found.items.find((i: Json) => i.id === j.itemId)).toMatchObject({ name: j.item, in_stock: true });
        const { item } = await tool(client, 'get_item', { item_id: j.itemId });
        const added = await tool(client, 'add_to_bag', {
          item_id: j.itemId,
          quantity: 2,
          ...(item.sizes[0] ? { size: item.sizes[0] } : {}),
          ...(item.colors[0] ? { color: item.colors[0] } : {}),
        });
        expect(added.bag.units).toBe(2);
        const { checkout_url: link } = await tool(client, 'start_checkout', { bag_id: added.bag.bag_id });
        await client.close();
        // The link names the shop's canonical host (its custom domain); here the shop is served on loopback.
        const path = new URL(link).pathname;
        expect(path).toMatch(new RegExp(`^/${j.storeId}/bag/claim/[0-9a-f]{64}$`));

        const { page, problems } = await openShopper(browser, vp.width, {
          viewport: { width: vp.width, height: vp.height },
        });
        await page.goto(`${baseUrl()}${path}`);
        await page.waitForURL((u) => u.pathname === `/${j.storeId}/bag`);
        expect(await page.getAttribute('html', 'data-theme')).toBe(j.theme);
        await expect.poll(() => page.getByText(j.item).first().isVisible()).toBe(true);
        expect(await page.getByTestId('bag-count').first().textContent()).toMatch(/^2/);
        await noHorizontalScroll(page);
        if (process.env.SHOTS)
          await page
            .screenshot({ path: `test-results/agent-bag-${j.storeId}-${vp.width}.png`, fullPage: false })
            .catch(() => undefined);

        // The shop's pages come from the edge cache with this shopper's own badge.
        for (const path of [`/${j.storeId}`, `/${j.storeId}${j.itemPath}`]) {
          await page.goto(`${baseUrl()}${path}`);
          const served = await page.goto(`${baseUrl()}${path}`);
          expect(served?.headers()['x-edge-cache'], path).toBe('HIT');
          expect(served?.headers()['cache-control'], path).toBe('private, no-cache');
          expect(await page.getByTestId('bag-count').first().textContent(), path).toMatch(/^2/);
        }
        await page.goto(`${baseUrl()}/${j.storeId}/bag`);
        await page.getByRole('link', { name: 'Checkout' }).click();
        await page.waitForURL((u) => u.pathname.endsWith('/login'));
        await signInWithPhone(page);
        await page.waitForURL((u) => u.pathname === `/${j.storeId}/checkout`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
        expect(await page.getByText(j.item).first().isVisible()).toBe(true);

        // The link was used: opening it again says so, and hands nothing over.
        const again = await openShopper(browser, vp.width, { viewport: { width: vp.width, height: vp.height } });
        await again.page.goto(`${baseUrl()}${path}`);
        await again.page.waitForURL((u) => u.pathname === `/${j.storeId}/bag`);
        expect(await again.page.getByText('This checkout link has expired or was already used').isVisible()).toBe(true);
        expect(await again.page.getByText(j.item).count()).toBe(0);
        expect(realProblems([...problems, ...again.problems])).toEqual([]);
      });
});
