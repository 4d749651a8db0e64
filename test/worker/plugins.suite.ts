import { env, runDurableObjectAlarm } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { openShop } from '../../src/data/shop/shop-db';
import { islandPropsOf } from '../../src/domain/islands/props-text';
import { get, postJson } from './helpers';
import { forgetShopVersion } from '../../src/data/known-shop-versions';

async function enableScripts(enabled: boolean) {
  const shop = openShop(env, 'dilli-kirana');
  await shop.db.batch([
    shop.db
      .prepare("INSERT OR REPLACE INTO plugins (plugin, enabled, config) VALUES ('CUSTOM_JS_SCRIPT', ?, '{}')")
      .bind(enabled ? 1 : 0),
    shop.db.prepare(
      "INSERT OR REPLACE INTO custom_scripts (id, status, pos, body) VALUES ('hdr', 1, 'Header', 'window.hdr = 1;')",
    ),
    shop.db.prepare(
      "INSERT OR REPLACE INTO custom_scripts (id, status, pos, body) VALUES ('bdy', 1, 'Body', 'window.bdy = 1;')",
    ),
    shop.db.prepare(
      "INSERT OR REPLACE INTO custom_scripts (id, status, pos, body) VALUES ('off', 0, 'Header', 'window.off = 1;')",
    ),
  ]);
  await env.KV.put('shopver:dilli-kirana', String(Math.random()));
  forgetShopVersion('dilli-kirana');
}

describe('owner custom scripts', () => {
  beforeEach(() => enableScripts(true));

  it('load as script tags: POS Header in the head, others at the end of the body; STATUS false never', async () => {
    const html = await (await get('/dilli-kirana')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('<body'));
    expect(head).toContain('<script src="/api/v2/plugins/customJS/readScript/dilli-kirana/hdr" defer="">');
    expect(body).toContain('<script src="/api/v2/plugins/customJS/readScript/dilli-kirana/bdy" defer="">');
    expect(html).not.toContain('readScript/dilli-kirana/off');
  });

  it('readScript serves an enabled script as JavaScript and 404s the rest', async () => {
    const res = await get('/api/v2/plugins/customJS/readScript/dilli-kirana/hdr');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/javascript');
    expect(await res.text()).toBe('window.hdr = 1;');
    for (const path of ['dilli-kirana/off', 'noir-threads/hdr', 'dilli-kirana/..%2Fhdr', 'dilli-kirana/nope']) {
      expect((await get(`/api/v2/plugins/customJS/readScript/${path}`)).status).toBe(404);
    }
  });

  it('nothing loads while the plugin is off', async () => {
    await enableScripts(false);
    expect(await (await get('/dilli-kirana')).text()).not.toContain('readScript');
    expect((await get('/api/v2/plugins/customJS/readScript/dilli-kirana/hdr')).status).toBe(404);
  });
});

describe('chat', () => {
  /** The contact sheet island's props, as the browser decodes them. */
  const sheetOf = (html: string) => {
    const m = /data-island="contact-sheet" data-props="([^"]*)"/.exec(html);
    return m ? (islandPropsOf(m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>) : null;
  };

  it('noir-threads uses Tawk (id longer than 5): the contact sheet island carries its id, the page loads no chat script, and CSP allows tawk.to', async () => {
    const res = await get('/noir-threads');
    const html = await res.text();
    expect(sheetOf(html)).toMatchObject({ shop: 'Noir Threads', tawk: expect.stringMatching(/^[A-Za-z0-9/_-]{6,}$/) });
    expect(html).toMatch(
      /<button type="button" class="sheet-action" data-chat-open="true">Live chat with us<\/button>/,
    );
    expect(html).not.toContain('embed.tawk.to');
    expect(html).not.toContain('data-chat=');
    expect(res.headers.get('Content-Security-Policy')).toContain('https://embed.tawk.to');
  });

  it('dilli-kirana offers WhatsApp with the 91 prefix, and call, in the contact sheet, as links that work without JavaScript', async () => {
    const html = await (await get('/dilli-kirana')).text();
    expect(html).toMatch(/<details class="contact-sheet"[^>]*><summary class="chat-fab"/);
    expect(html).toMatch(/href="https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(html).toMatch(/href="tel:\+91\d{10}"/);
    expect(sheetOf(html)).not.toHaveProperty('tawk');
    expect(html).not.toContain('data-chat=');
  });

  it('the chat button is not on the bag', async () => {
    expect(sheetOf(await (await get('/noir-threads/bag')).text())).toBeNull();
  });
});

describe('campaigns', () => {
  it('counts a campaign once and sets the {storeId}_cmpnId cookie for 172800 s', async () => {
    const first = await postJson(
      '/api/v2/plugins/sms/pingForSmsView',
      { cmpn_name: 'diwali-sms' },
      { storeID: 'dilli-kirana' },
    );
    expect(await first.json()).toMatchObject({ status: 1, counted: true });
    const cookie = first.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^dilli-kirana_cmpnId=diwali-sms;/);
    expect(cookie).toContain('Max-Age=172800');
    expect(cookie).toContain('SameSite=Lax');
    const again = await postJson(
      '/api/v2/plugins/sms/pingForSmsView',
      { cmpn_name: 'diwali-sms' },
      { storeID: 'dilli-kirana', Cookie: 'dilli-kirana_cmpnId=diwali-sms' },
    );
    expect(await again.json()).toMatchObject({ status: 1, counted: false });
    const row = await openShop(env, 'dilli-kirana')
      .db.prepare("SELECT views FROM campaign_views WHERE cmpn_name = 'diwali-sms'")
      .first<{ views: number }>();
    expect(row!.views).toBe(1);
  });

  it.each([{}, { cmpn_name: '' }, { cmpn_name: 'x'.repeat(101) }])(
    'refuses %j with 400 and changes nothing',
    async (body) => {
      const res = await postJson('/api/v2/plugins/sms/pingForSmsView', body, { storeID: 'dilli-kirana' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 0, field: 'cmpn_name' });
    },
  );
});

describe('store views and online visitors', () => {
  const live = (storeId: string) => env.STORE_LIVE.get(env.STORE_LIVE.idFromName(storeId)) as any;

  it('counts views in memory and the alarm flushes them to STORE_STATS', async () => {
    for (let i = 0; i < 3; i++)
      expect((await postJson('/api/v2/stats/view', {}, { storeID: 'noir-threads' })).status).toBe(200);
    expect(await live('noir-threads').pending()).toBe(3);
    expect(await runDurableObjectAlarm(live('noir-threads'))).toBe(true);
    const row = await openShop(env, 'noir-threads')
      .db.prepare('SELECT store_views FROM store_stats')
      .first<{ store_views: number }>();
    expect(row!.store_views).toBe(3);
    expect(await live('noir-threads').pending()).toBe(0);
  });

  it('records presence ticks of 12 s with the online-user fields', async () => {
    const ping = { visitorId: 'visitor-0001', page: 'ItemDetails', url: '/dilli-kirana/rice/x', itemId: 'x' };
    const headers = {
      storeID: 'dilli-kirana',
      'User-Agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/126.0 Mobile Safari/537.36',
    };
    await postJson('/api/v2/stats/presence', ping, headers);
    await postJson('/api/v2/stats/presence', ping, headers);
    const [v] = await live('dilli-kirana').online();
    expect(v).toMatchObject({
      visitorId: 'visitor-0001',
      TOTAL_VIEW_TIME: 24_000,
      LAST_PAGE: 'ItemDetails',
      LAST_BROWSER: 'Chrome',
      LAST_OS: 'Android',
      VISIT_COUNT: 1,
      VIEWED_ITEMS: ['x'],
    });
    expect(Object.keys(v)).toEqual(
      expect.arrayContaining(['NAME', 'MOBILE', 'LAST_SERVER_SYNC', 'LAST_VIEW_TIME', 'PAGE_URL']),
    );
    await runDurableObjectAlarm(live('dilli-kirana'));
    const history = await live('dilli-kirana').history(
      new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10),
    );
    expect(history.daywise[0]).toMatchObject({ visitor_id: 'visitor-0001', TOTAL_VIEW_TIME: 24_000 });
    expect(history.productLog[0]).toMatchObject({ PROD_ID: 'x', BROWSER: 'Chrome', PROD_VISIT: 1 });
  });

  it('a store name of 20 or more characters stops online tracking', async () => {
    await openShop(env, 'noir-threads')
      .db.prepare("UPDATE stores SET name = 'Noir Threads Boutique Bandra' WHERE id = 'noir-threads'")
      .run();
    const res = await postJson(
      '/api/v2/stats/presence',
      { visitorId: 'visitor-0002', page: 'Home', url: '/noir-threads' },
      { storeID: 'noir-threads' },
    );
    expect(await res.json()).toMatchObject({ status: 1, tracking: false });
    expect(await live('noir-threads').online()).toEqual([]);
    await env.KV.put('shopver:noir-threads', 'renamed');
    forgetShopVersion('noir-threads');
    expect(await (await get('/noir-threads')).text()).toContain('data-tracking="off"');
  });

  it.each([
    {},
    { visitorId: 'short', page: 'Home', url: '/' },
    { visitorId: 'visitor-0003', page: 'x'.repeat(61), url: '/' },
  ])('refuses presence %j', async (body) => {
    expect((await postJson('/api/v2/stats/presence', body, { storeID: 'dilli-kirana' })).status).toBe(400);
  });
});
