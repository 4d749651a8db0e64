import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { baseUrl, hasChromium, launch } from './browser';
import { noHorizontalScroll, openShopper, realProblems, signInWithPhone } from './auth-helpers';

/*
 * An assistant shops for someone: it searches the shop through its MCP server, fills a bag and calls
 * start_checkout; the shopper opens the link on a phone, finds that bag, signs in and reaches checkout to
 * confirm. The link works once. Parmal Sela rice has untracked stock, so runs never interfere.
 */
type Json = Record<string, any>;

async function tool(client: Client, name: string, args: Json): Promise<Json> {
  const res = (await client.callTool({ name, arguments: args })) as { isError?: boolean; structuredContent?: Json; content: { text: string }[] };
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

  it('search -> add -> start_checkout over HTTP, then the link opens the bag at 360 px, sign-in leads to checkout', async () => {
    const client = new Client({ name: 'e2e-assistant', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl()}/dilli-kirana/mcp`)));
    const found = await tool(client, 'search_items', { query: 'parmal sela' });
    const rice = found.items.find((i: Json) => i.id === 'parmal-sela');
    expect(rice).toMatchObject({ name: 'Parmal Sela Rice (Loose)', in_stock: true });
    const added = await tool(client, 'add_to_bag', { item_id: 'parmal-sela', quantity: 2 });
    expect(added.bag.units).toBe(2);
    const { checkout_url: link } = await tool(client, 'start_checkout', { bag_id: added.bag.bag_id });
    await client.close();
    // The link names the shop's canonical host (its custom domain); here the shop is served on loopback.
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/dilli-kirana\/bag\/claim\/[0-9a-f]{64}$/);

    const { page, problems } = await openShopper(browser, 360);
    await page.goto(`${baseUrl()}${path}`);
    await page.waitForURL((u) => u.pathname === '/dilli-kirana/bag');
    await expect.poll(() => page.getByText('Parmal Sela Rice (Loose)').first().isVisible()).toBe(true);
    expect(await page.getByTestId('bag-count').first().textContent()).toMatch(/^2/);
    await noHorizontalScroll(page);
    await page.screenshot({ path: 'test-results/agent-bag-360.png', fullPage: false }).catch(() => undefined);

    // The shop's pages come from the edge cache with this shopper's own badge.
    for (const path of ['/dilli-kirana', '/dilli-kirana/rice/parmal-sela']) {
      await page.goto(`${baseUrl()}${path}`);
      const served = await page.goto(`${baseUrl()}${path}`);
      expect(served?.headers()['x-edge-cache'], path).toBe('HIT');
      expect(served?.headers()['cache-control'], path).toBe('private, no-cache');
      expect(await page.getByTestId('bag-count').first().textContent(), path).toMatch(/^2/);
    }
    await page.goto(`${baseUrl()}/dilli-kirana/bag`);
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/login'));
    await signInWithPhone(page);
    await page.waitForURL((u) => u.pathname === '/dilli-kirana/checkout');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checkout');
    expect(await page.getByText('Parmal Sela Rice (Loose)').first().isVisible()).toBe(true);

    // The link was used: opening it again says so, and hands nothing over.
    const again = await openShopper(browser, 360);
    await again.page.goto(`${baseUrl()}${path}`);
    await again.page.waitForURL((u) => u.pathname === '/dilli-kirana/bag');
    expect(await again.page.getByText('This checkout link has expired or was already used').isVisible()).toBe(true);
    expect(await again.page.getByText('Parmal Sela Rice (Loose)').count()).toBe(0);
    expect(realProblems([...problems, ...again.problems])).toEqual([]);
  });
});
