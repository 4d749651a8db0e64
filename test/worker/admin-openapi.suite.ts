import { describe, expect, it } from 'vitest';
import { admin } from '../../src/admin';
import { call } from './admin-helpers';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, unknown>;
      }
    >
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
};

const EXPECTED: [string, string][] = [
  ['get', '/stores/{storeId}'],
  ['patch', '/stores/{storeId}'],
  ['get', '/stores/{storeId}/cart-rules'],
  ['patch', '/stores/{storeId}/cart-rules'],
  ['get', '/stores/{storeId}/theme'],
  ['patch', '/stores/{storeId}/theme'],
  ['get', '/stores/{storeId}/custom-texts'],
  ['put', '/stores/{storeId}/custom-texts'],
  ['get', '/stores/{storeId}/hello-bar'],
  ['put', '/stores/{storeId}/hello-bar'],
  ['delete', '/stores/{storeId}/hello-bar'],
  ['get', '/stores/{storeId}/pixels'],
  ['patch', '/stores/{storeId}/pixels'],
  ['get', '/stores/{storeId}/categories'],
  ['post', '/stores/{storeId}/categories'],
  ['get', '/stores/{storeId}/categories/{catId}'],
  ['patch', '/stores/{storeId}/categories/{catId}'],
  ['get', '/stores/{storeId}/items'],
  ['post', '/stores/{storeId}/items'],
  ['get', '/stores/{storeId}/items/{itemId}'],
  ['patch', '/stores/{storeId}/items/{itemId}'],
  ['delete', '/stores/{storeId}/items/{itemId}'],
  ['post', '/stores/{storeId}/items/{itemId}/restore'],
  ['delete', '/stores/{storeId}/categories/{catId}'],
  ['post', '/stores/{storeId}/import'],
  ['post', '/stores/{storeId}/items/{itemId}/photos'],
  ['delete', '/stores/{storeId}/items/{itemId}/photos/{photoId}'],
  ['post', '/stores/{storeId}/logo'],
  ['post', '/stores/{storeId}/categories/{catId}/photo'],
  ['get', '/stores/{storeId}/plugins'],
  ['put', '/stores/{storeId}/plugins/TAWK'],
  ['put', '/stores/{storeId}/plugins/CUSTOM_JS_SCRIPT'],
  ['put', '/stores/{storeId}/plugins/CATALOG_SEARCH'],
  ['get', '/stores/{storeId}/scripts'],
  ['post', '/stores/{storeId}/scripts'],
  ['get', '/stores/{storeId}/scripts/{scriptId}'],
  ['patch', '/stores/{storeId}/scripts/{scriptId}'],
  ['delete', '/stores/{storeId}/scripts/{scriptId}'],
  ['get', '/stores/{storeId}/domains'],
  ['post', '/stores/{storeId}/domains'],
  ['post', '/stores/{storeId}/domains/{host}/verify'],
  ['delete', '/stores/{storeId}/domains/{host}'],
  ['get', '/stores/{storeId}/stats'],
  ['get', '/stores/{storeId}/visitors'],
  ['get', '/stores/{storeId}/questions'],
  ['put', '/stores/{storeId}/questions/{questionId}'],
  ['get', '/stores/{storeId}/suggestions'],
  ['put', '/stores/{storeId}/suggestions/{suggestionId}'],
  ['get', '/stores/{storeId}/resellers'],
  ['put', '/stores/{storeId}/resellers/{uid}'],
  ['get', '/stores/{storeId}/push-subscriptions'],
  ['put', '/stores/{storeId}/plugins/PUSH'],
  ['get', '/stores/{storeId}/orders'],
  ['get', '/stores/{storeId}/orders/{orderId}'],
  ['post', '/stores/{storeId}/orders/{orderId}/status'],
  ['post', '/stores/{storeId}/orders/{orderId}/payment'],
  ['get', '/stores/{storeId}/payments'],
  ['patch', '/stores/{storeId}/payments'],
  ['get', '/stores/{storeId}/gst'],
  ['patch', '/stores/{storeId}/gst'],
  ...[
    'get /customers',
    'get /customers/{uid}',
    'patch /customers/{uid}',
    'post /customers/{uid}/wallet',
    'post /customers/{uid}/udhaar',
    'get /keys',
    'post /keys',
    'delete /keys/{keyId}',
    'get /catalogue.csv',
    'get /reports/gstr1.csv',
    'get /reports/orders.csv',
    'get /ondc',
    'patch /ondc',
    'put /ondc/items/{itemId}',
  ].map((e): [string, string] => [e.split(' ')[0], `/stores/{storeId}${e.split(' ')[1]}`]),
  ...[
    'coupons/{code}',
    'blog-collections/{collectionId}',
    'blogs/{blogId}',
    'pages/{pageId}',
    'branches/{branchId}',
  ].flatMap((p): [string, string][] => {
    const base = `/stores/{storeId}/${p.split('/')[0]}`;
    return [
      ['get', base],
      ['post', base],
      ['get', `/stores/{storeId}/${p}`],
      ['patch', `/stores/{storeId}/${p}`],
      ['delete', `/stores/{storeId}/${p}`],
    ];
  }),
];

async function doc(): Promise<Doc> {
  const res = await call('GET', '/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('Content-Type')).toContain('application/json');
  return res.json<Doc>();
}

describe('GET /admin/api/openapi.json', () => {
  it('is a public OpenAPI 3 document listing every owner endpoint', async () => {
    const d = await doc();
    expect(d.openapi).toMatch(/^3\./);
    for (const [method, path] of EXPECTED) expect(d.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });

  it('documents every route the owner app serves, and nothing it does not', async () => {
    const d = await doc();
    const served = admin.routes
      .filter((r) => r.path.startsWith('/stores/') && r.method !== 'ALL')
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([^/]+)/g, '{$1}')}`);
    const documented = Object.entries(d.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${p}`));
    expect(new Set(served)).toEqual(new Set(documented));
    expect(documented.length).toBe(EXPECTED.length);
  });

  it('marks every endpoint as needing the bearer owner key, with JSON bodies, the failure envelope and resolvable refs', async () => {
    const d = await doc();
    expect(d.components.securitySchemes.ownerKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, item] of Object.entries(d.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.security, `${method} ${path}`).toEqual([{ ownerKey: [] }]);
        for (const code of ['400', '401', '404']) expect(op.responses[code], `${method} ${path} ${code}`).toBeDefined();
        // a photo upload's body is the image itself (or a form), not JSON
        const photo = /\/photos?$|\/logo$/.test(path);
        // a restore says all it needs in its path
        const bodyless = path.endsWith('/restore');
        if (['post', 'put', 'patch'].includes(method) && !bodyless)
          expect(op.requestBody?.content[photo ? 'image/jpeg' : 'application/json'], `${method} ${path}`).toBeDefined();
      }
    }
    const refs = [...JSON.stringify(d).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) expect(d.components.schemas[ref], ref).toBeDefined();
    expect(JSON.stringify(d)).not.toMatch(/"pattern":"[^"]*\/i"/);
  });

  it('refuses unknown fields in request bodies (additionalProperties false)', async () => {
    const d = await doc();
    const s = d.components.schemas as Record<string, { additionalProperties?: boolean }>;
    for (const name of [
      'StoreDetailsPatch',
      'CartRulesPatch',
      'HelloBar',
      'PixelsPatch',
      'ItemCreate',
      'ItemPatch',
      'CategoryCreate',
      'TawkPlugin',
      'CouponCreate',
      'WalletEntryCreate',
      'UdhaarEntryCreate',
      'CustomerPatch',
      'KeyCreate',
    ]) {
      expect(s[name]?.additionalProperties, name).toBe(false);
    }
  });
});

describe('GET /admin/api/docs', () => {
  it('is a readable HTML reference of every endpoint that passes the CSP (no script, no inline style)', async () => {
    const res = await call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<style/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('Authorization: Bearer');
    // the storefront's icon, so a browser does not ask for /favicon.ico and log a 404
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    for (const [method, path] of EXPECTED)
      expect(html, `${method} ${path}`).toContain(`${method.toUpperCase()}</span> <code>${path}</code>`);
    const css = await call('GET', '/docs.css');
    expect(css.headers.get('Content-Type')).toContain('text/css');
  });
});
