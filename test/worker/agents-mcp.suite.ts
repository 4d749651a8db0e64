import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker-provider.js';
import { EMULATOR_ENV, fetchWith, signIn, uniqueUid } from './auth-helpers';
import { Buyer, createOrderShop } from './orders-helpers';
import { owner, expectOk } from './admin-helpers';

/**
 * The shop's MCP server, driven by the SDK's own client over Streamable HTTP: initialize, tools/list, and a
 * search -> add -> start_checkout journey whose link hands the bag to a browser; tracking an order by number and
 * phone; members-only shops; the custom domain; refusals of bad input; and the owner's count of agent requests.
 */
type Json = Record<string, any>;

async function agent(url: string, cookie?: string): Promise<Client> {
  const client = new Client(
    { name: 'test-agent', version: '1.0.0' },
    { jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
  );
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('Cookie', cookie);
      return fetchWith(EMULATOR_ENV, String(input), { ...init, headers });
    },
  });
  await client.connect(transport);
  return client;
}

/** A tool's answer: its structured content, or the refusal's sentence. */
async function use(
  client: Client,
  name: string,
  args: Json = {},
): Promise<{ ok: true; data: Json } | { ok: false; rsn: string }> {
  const res = (await client.callTool({ name, arguments: args })) as {
    isError?: boolean;
    structuredContent?: Json;
    content: { text: string }[];
  };
  return res.isError
    ? { ok: false, rsn: res.content.map((c) => c.text).join(' ') }
    : { ok: true, data: res.structuredContent! };
}
const data = async (client: Client, name: string, args: Json = {}) => {
  const r = await use(client, name, args);
  if (!r.ok) throw new Error(`${name} refused: ${r.rsn}`);
  return r.data;
};

const rpc = (path: string, body: unknown, headers: Record<string, string> = {}, host = 'localhost') =>
  fetchWith(env, `http://${host}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('the MCP server of a shop', () => {
  it('initializes and lists exactly the eight shopping tools', async () => {
    const client = await agent('http://localhost/dilli-kirana/mcp');
    expect(client.getServerVersion()).toMatchObject({ name: 'dilli-kirana-shop' });
    expect(client.getInstructions()).toContain('start_checkout');
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'add_to_bag',
      'get_bag',
      'get_item',
      'list_categories',
      'remove_from_bag',
      'search_items',
      'start_checkout',
      'track_order',
    ]);
    for (const t of tools) expect(t.description, t.name).toBeTruthy();
    await client.close();
  });

  it('search -> add -> start_checkout: the link opens the same bag in a browser once', async () => {
    const client = await agent('http://localhost/dilli-kirana/mcp');
    const found = await data(client, 'search_items', { query: 'besan' });
    const besan = found.items.find((i: Json) => i.id === 'besan');
    expect(besan).toMatchObject({
      name: 'Besan (Gram Flour)',
      category_id: 'atta-flours',
      price: expect.stringMatching(/^₹\d+\.\d{2}$/),
      in_stock: true,
    });
    expect(besan.url).toMatch(/^https?:\/\/[^/]+\/dilli-kirana\/atta-flours\/besan$/);
    const cats = await data(client, 'list_categories');
    expect(cats.categories.map((c: Json) => c.id)).toContain('atta-flours');
    const item = await data(client, 'get_item', { item_id: 'besan' });
    expect(item.item).toMatchObject({ id: 'besan', name: 'Besan (Gram Flour)', price_paise: besan.price_paise });

    // besan comes in packs: without one the shop asks for it, as the item page does
    expect(await use(client, 'add_to_bag', { item_id: 'besan' })).toEqual({
      ok: false,
      rsn: 'Please choose an option before adding this item.',
    });
    const pack = item.item.options[0];
    expect(pack).toMatchObject({ key: expect.any(String), price: expect.stringMatching(/^₹/) });
    const added = await data(client, 'add_to_bag', { item_id: 'besan', option: pack.key, quantity: 2 });
    const bagId = added.bag.bag_id;
    expect(bagId).toMatch(/^[0-9a-f]{32}$/);
    expect(added.bag.lines).toEqual([
      expect.objectContaining({
        item_id: 'besan',
        option: pack.label,
        quantity: 2,
        line_total: `₹${((pack.price_paise * 2) / 100).toFixed(2)}`,
      }),
    ]);
    await data(client, 'add_to_bag', { bag_id: bagId, item_id: 'besan', option: pack.key });
    const two = (await data(client, 'get_bag', { bag_id: bagId })).bag;
    expect(two.units).toBe(3);
    expect((await data(client, 'remove_from_bag', { bag_id: bagId, line_id: two.lines[0].line_id })).bag.units).toBe(0);
    await data(client, 'add_to_bag', { bag_id: bagId, item_id: 'besan', option: pack.key, quantity: 2 });

    const checkout = await data(client, 'start_checkout', { bag_id: bagId });
    const link = new URL(checkout.checkout_url);
    expect(link.pathname).toMatch(/^\/dilli-kirana\/bag\/claim\/[0-9a-f]{64}$/);
    const opened = await fetchWith(env, `http://localhost${link.pathname}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('Location')).toBe('/dilli-kirana/bag');
    expect(opened.headers.get('Set-Cookie')).toContain(`dilli-kirana_cartSessionId=${bagId}`);
    const bagPage = await (
      await fetchWith(env, '/dilli-kirana/bag', { headers: { Cookie: `dilli-kirana_cartSessionId=${bagId}` } })
    ).text();
    expect(bagPage).toContain('Besan (Gram Flour)');
    const again = await fetchWith(env, `http://localhost${link.pathname}`);
    expect(again.headers.get('Location')).toBe('/dilli-kirana/bag?notice=LINK_EXPIRED');
    expect(again.headers.get('Set-Cookie')).toBeNull();
    await client.close();
  });

  it('refuses what cannot be done, in a sentence, and changes nothing', async () => {
    const client = await agent('http://localhost/dilli-kirana/mcp');
    expect(await use(client, 'get_item', { item_id: 'no-such-item' })).toEqual({
      ok: false,
      rsn: 'This shop has no such item.',
    });
    expect(await use(client, 'search_items', { query: 'besan', category_id: 'no-such-aisle' })).toEqual({
      ok: false,
      rsn: 'This shop has no such category.',
    });
    const inAisle = await data(client, 'search_items', { query: 'besan', category_id: 'atta-flours' });
    expect(inAisle.items.length).toBeGreaterThan(0);
    expect(inAisle.items.every((i: Json) => i.category_id === 'atta-flours')).toBe(true);
    expect(await use(client, 'get_bag', { bag_id: 'f'.repeat(32) })).toMatchObject({
      ok: false,
      rsn: expect.stringContaining('expired'),
    });
    const pack = (await data(client, 'get_item', { item_id: 'besan' })).item.options[0].key;
    const empty = await data(client, 'add_to_bag', { item_id: 'besan', option: pack });
    await data(client, 'remove_from_bag', { bag_id: empty.bag.bag_id, item_id: 'besan' });
    expect(await use(client, 'start_checkout', { bag_id: empty.bag.bag_id })).toEqual({
      ok: false,
      rsn: 'The bag is empty: add items first.',
    });
    expect(await use(client, 'remove_from_bag', { bag_id: empty.bag.bag_id })).toMatchObject({ ok: false });
    // wrong types and out-of-range values never reach the shop
    for (const args of [
      { item_id: 'besan', option: pack, quantity: 0 },
      { item_id: 'besan', option: pack, quantity: 1.5 },
      { item_id: 42 },
      { item_id: 'x'.repeat(500) },
    ]) {
      const r = await use(client, 'add_to_bag', args).catch((e: Error) => ({ ok: false as const, rsn: e.message }));
      expect(r.ok, JSON.stringify(args)).toBe(false);
    }
    // a bag of another shop is not this shop's
    const noir = await agent('http://localhost/noir-threads/mcp');
    expect(await use(noir, 'get_bag', { bag_id: empty.bag.bag_id })).toMatchObject({
      ok: false,
      rsn: expect.stringContaining('expired'),
    });
    await Promise.all([client.close(), noir.close()]);
  });

  it("another shopper's bag and another shop's checkout link are refused", async () => {
    const shop = await createOrderShop();
    const buyer = await Buyer.signIn(shop);
    await buyer.add('rice');
    // after sign-in the login page saves the bag to the shopper's account: from then on it answers only to them
    expect((await buyer.call('mergeCartAfterLogin', {})).body.status).toBe(1);
    const client = await agent(`http://localhost/${shop}/mcp`);
    expect(await use(client, 'get_bag', { bag_id: buyer.sid })).toMatchObject({ ok: false });
    expect(await use(client, 'add_to_bag', { bag_id: buyer.sid, item_id: 'dal' })).toMatchObject({ ok: false });
    const mine = await data(client, 'add_to_bag', { item_id: 'dal' });
    const { checkout_url: link } = await data(client, 'start_checkout', { bag_id: mine.bag.bag_id });
    const token = new URL(link).pathname.split('/').pop();
    const elsewhere = await fetchWith(env, `/dilli-kirana/bag/claim/${token}`);
    expect(elsewhere.headers.get('Location')).toBe('/dilli-kirana/bag?notice=LINK_EXPIRED');
    expect(elsewhere.headers.get('Set-Cookie')).toBeNull();
    await client.close();
  });

  it('tracks an order by its number and phone, never showing the address', async () => {
    const shop = await createOrderShop();
    const buyer = await Buyer.signIn(shop);
    const address = await buyer.addAddress();
    await buyer.add('rice', { selectedQuantity: 2 });
    const placed = await buyer.place({ address_id: address, payment_method: 'COD' });
    expect(placed.body.status).toBe(1);
    const orderId: string = placed.body.order_id;
    const client = await agent(`http://localhost/${shop}/mcp`);
    const tracked = await data(client, 'track_order', { order_id: orderId.toLowerCase(), phone: '+91 98110 22334' });
    expect(tracked.order).toMatchObject({
      order_id: orderId,
      status: 'PLACED',
      items: [{ name: 'Basmati Rice', quantity: 2 }],
      payment: 'COD',
    });
    expect(JSON.stringify(tracked)).not.toMatch(/Meera|B-14|110024|9811022334/);
    const refusal = { ok: false, rsn: 'There is no order with that number for that phone number.' };
    expect(await use(client, 'track_order', { order_id: orderId, phone: '9811022335' })).toEqual(refusal);
    expect(await use(client, 'track_order', { order_id: '261123-ZZZZZZ', phone: '9811022334' })).toEqual(refusal);
    expect(await use(client, 'track_order', { order_id: '../../x', phone: 'abc' })).toEqual(refusal);
    await client.close();
  });

  it('a members-only shop answers agents only for a signed-in shopper', async () => {
    const anonymous = await rpc('/members-only/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ error: { message: 'This shop is for signed-in members only.' } });
    for (const [path, accept] of [
      ['/members-only/llms.txt', '*/*'],
      ['/members-only/feeds/google.xml', '*/*'],
      ['/members-only', 'text/markdown'],
    ]) {
      const res = await fetchWith(env, path, { headers: { Accept: accept } });
      expect(res.status, path).toBe(401);
      expect(await res.text(), path).toBe('This shop is for signed-in members only.');
    }
    const member = await agent('http://localhost/members-only/mcp', await signIn(uniqueUid('m'), 'members-only'));
    expect((await data(member, 'search_items', { query: 'sugar' })).items.length).toBeGreaterThan(0);
    await member.close();
  });

  it('a reported shop offers agents nothing: no pages, files, feeds or tools', async () => {
    const mcp = await rpc('/reported-shop/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    expect(mcp.status).toBe(403);
    expect(await mcp.json()).toMatchObject({ error: { message: 'This shop is not available right now.' } });
    for (const [path, accept] of [
      ['/reported-shop/llms.txt', '*/*'],
      ['/reported-shop/feeds/acp.json', '*/*'],
      ['/reported-shop', 'text/markdown'],
    ]) {
      const res = await fetchWith(env, path, { headers: { Accept: accept } });
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toBe('This shop is not available right now.');
    }
    // people still get the fraud notice
    expect(await (await fetchWith(env, '/reported-shop')).text()).toContain('<html');
  });

  it("on a custom domain the server is at /mcp and answers for that domain's shop only", async () => {
    const client = await agent('http://dillikirana.localhost/mcp');
    expect(client.getServerVersion()).toMatchObject({ name: 'dilli-kirana-shop' });
    const found = await data(client, 'search_items', { query: 'besan' });
    expect(found.items[0].url).toMatch(/\/dilli-kirana\/atta-flours\//);
    await client.close();
    expect((await rpc('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' })).status).toBe(404);
  });

  it('answers malformed requests with JSON-RPC errors, never a 5xx', async () => {
    const bodies: unknown[] = [
      'not json',
      '{"jsonrpc":"2.0"',
      '[]',
      'null',
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_items', arguments: { query: '\ud800' } },
      }),
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'nope' } }),
      JSON.stringify({ a: JSON.parse('['.repeat(500) + ']'.repeat(500)) }),
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_item', arguments: { item_id: '%2e%2e%2fadmin' } },
      }),
    ];
    for (const body of bodies) {
      const res = await rpc('/dilli-kirana/mcp', body as string);
      expect(res.status, String(body).slice(0, 60)).toBeLessThan(500);
      const text = await res.text();
      if (res.status !== 202)
        expect(() => JSON.parse(text), `${String(body).slice(0, 60)} -> ${res.status} ${text}`).not.toThrow();
    }
    const huge = await rpc(
      '/dilli-kirana/mcp',
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(100_000) } }),
    );
    expect(huge.status).toBe(413);
    const get = await fetchWith(env, '/dilli-kirana/mcp');
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ error: { message: expect.stringContaining('POST') } });
  });

  it("validates Origin: none or the shop's own answers, a cross-site browser origin gets 403 and changes nothing", async () => {
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    expect((await rpc('/dilli-kirana/mcp', list)).status).toBe(200);
    expect((await rpc('/dilli-kirana/mcp', list, { Origin: 'http://localhost' })).status).toBe(200);
    expect((await rpc('/mcp', list, { Origin: 'http://dillikirana.localhost' }, 'dillikirana.localhost')).status).toBe(
      200,
    );
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'https://localhost',
      'http://noir-threads.localhost',
    ]) {
      const res = await rpc(
        '/dilli-kirana/mcp',
        {
          jsonrpc: '2.0',
          id: 2,
          method: 'tools/call',
          params: { name: 'add_to_bag', arguments: { item_id: 'x', quantity: 1 } },
        },
        { Origin: origin },
      );
      expect(res.status, origin).toBe(403);
      expect(await res.json(), origin).toMatchObject({
        jsonrpc: '2.0',
        error: { message: expect.stringContaining('other sites') },
      });
    }
  });

  it('is rate limited per shop and client address, and the owner sees agent requests in the stats', async () => {
    // The 125 requests must fall in one of the limiter's windows (Miniflare counts per minute of the clock). Rather
    // than wait for a new minute first (up to 40 s), a burst that straddled two windows is sent again from another
    // address, which then starts early in its window.
    const windowOf = () => Math.floor(Date.now() / 60_000);
    const first = Math.floor(Math.random() * 200) + 1;
    let ip = '';
    let statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      ip = `203.0.113.${first + attempt}`;
      const window = windowOf();
      statuses = [];
      // 25 at a time: the limiter counts each call at once, so exactly 120 of a window's calls are let through
      for (let batch = 0; batch < 5; batch++)
        statuses.push(
          ...(await Promise.all(
            Array.from({ length: 25 }, async (_, i) => {
              const body = { jsonrpc: '2.0', id: batch * 25 + i, method: 'tools/list' };
              return (await rpc('/noir-threads/mcp', body, { 'CF-Connecting-IP': ip })).status;
            }),
          )),
        );
      if (windowOf() === window) break;
    }
    expect(statuses.slice(0, 100).every((s) => s === 200)).toBe(true);
    // of the last 25, sent together: the 20 left of the 120 answered, the other 5 refused
    expect(statuses.filter((s) => s === 200)).toHaveLength(120);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    // counted per shop: the same address at another shop is not refused
    expect(
      (await rpc('/dilli-kirana/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, { 'CF-Connecting-IP': ip }))
        .status,
    ).toBe(200);
    const stats = (await expectOk(await owner('GET', 'noir-threads', '/stats'))).stats;
    expect(stats.AGENT_REQUESTS.total.mcp).toBeGreaterThanOrEqual(120);
    expect(stats.AGENT_REQUESTS.days[0]).toMatchObject({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mcp: expect.any(Number),
    });
  }, 120_000);
});
