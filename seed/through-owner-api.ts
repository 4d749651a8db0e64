import { STORE_DETAIL_FIELDS } from '../src/app/owner/schemas/store';
import type { SeedShop } from './types';

/**
 * The demo seed as an owner would set up a shop: every category, item, coupon, plugin, setting and answer goes
 * through the owner API (`/admin/api`), with its validation and cache invalidation; a new shop's catalogue
 * arrives in one import call. The shop itself is created through the platform API (seed/through-platform-api.ts).
 */

/** One owner API call with the shop's key; `path` is below /admin/api. */
export type OwnerApiCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: unknown }>;

export interface SeedReport {
  storeId: string;
  /** true when the shop had an empty catalogue, so its settings were written too */
  settingsWritten: boolean;
  /** creates and settings changes the owner API accepted */
  written: number;
  /** already there, left exactly as the owner has it */
  kept: number;
}

const PARALLEL = 8;

async function inBatches<T>(list: readonly T[], each: (t: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < list.length; i += PARALLEL) await Promise.all(list.slice(i, i + PARALLEL).map(each));
}

const reason = (body: unknown): string =>
  body && typeof body === 'object' && 'rsn' in body ? String(body.rsn) : JSON.stringify(body);

function pick<T extends object>(from: T, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    keys
      .filter((k) => (from as Record<string, unknown>)[k] !== undefined)
      .map((k) => [k, (from as Record<string, unknown>)[k]]),
  );
}

/**
 * Sets up one provisioned shop. Settings (details, theme, texts, hello bar, pixels, cart rules, plugins, answers)
 * are written only while the shop's catalogue is empty, that is before its first seeding; categories, items,
 * coupons, content, branches and domains are created when missing. So seeding again changes nothing, and
 * never undoes an owner's edits.
 */
export async function seedShopThroughOwnerApi(
  call: OwnerApiCall,
  shop: SeedShop,
): Promise<SeedReport & { isNew: boolean }> {
  const base = `/stores/${shop.store.id}`;
  const report: SeedReport = { storeId: shop.store.id, settingsWritten: false, written: 0, kept: 0 };

  const send = async (method: 'POST' | 'PUT' | 'PATCH', path: string, body: unknown): Promise<void> => {
    const res = await call(method, `${base}${path}`, body);
    // a create answers 201; 409 (that id is taken) or 200 (a domain the shop already has) leave things as they are
    if (method === 'POST' && (res.status === 409 || res.status === 200)) report.kept++;
    else if (res.status >= 200 && res.status < 300) report.written++;
    else throw new Error(`seeding ${shop.store.id}: ${method} ${path} answered ${res.status}: ${reason(res.body)}`);
  };

  const catalogue = await call('GET', `${base}/categories`);
  if (catalogue.status !== 200)
    throw new Error(
      `seeding ${shop.store.id}: the shop is not provisioned (${catalogue.status}: ${reason(catalogue.body)})`,
    );
  const isNew = ((catalogue.body as { categories?: unknown[] }).categories ?? []).length === 0;
  Object.assign(report, { isNew });

  if (isNew) {
    report.settingsWritten = true;
    const s = shop.store;
    await send('PATCH', '', pick(s, STORE_DETAIL_FIELDS));
    const theme = pick(s, ['THEME_ID_v2', 'DEFAULT_COLOR']);
    if (Object.keys(theme).length) await send('PATCH', '/theme', theme);
    if (s.CUSTOM_TEXTS && Object.keys(s.CUSTOM_TEXTS).length) await send('PUT', '/custom-texts', s.CUSTOM_TEXTS);
    if (s.HelloBar) await send('PUT', '/hello-bar', s.HelloBar);
    if (s.PIXELS && Object.keys(s.PIXELS).length) await send('PATCH', '/pixels', s.PIXELS);
    if (s.CART_RULES && Object.keys(s.CART_RULES).length) await send('PATCH', '/cart-rules', s.CART_RULES);
    if (shop.payments) await send('PATCH', '/payments', shop.payments);
    if (shop.gst) await send('PATCH', '/gst', shop.gst);
    for (const [name, value] of Object.entries(shop.plugins)) if (value) await send('PUT', `/plugins/${name}`, value);
  }

  await inBatches(shop.domains, (host) => send('POST', '/domains', { host }));
  if (isNew) {
    const res = await call('POST', `${base}/import`, { categories: shop.categories, items: shop.items });
    if (res.status !== 200)
      throw new Error(`seeding ${shop.store.id}: import answered ${res.status}: ${reason(res.body)}`);
    report.written += shop.categories.length + shop.items.length;
  } else {
    await inBatches(shop.categories, (c) => send('POST', '/categories', c));
    await inBatches(shop.items, (i) => send('POST', '/items', i));
  }
  await inBatches(
    shop.coupons.map((c, position) => ({ ...c, position })),
    (c) => send('POST', '/coupons', c),
  );
  const collections = [...new Map(shop.blogs.map((b) => [b.collectionId, b.collectionName]))];
  await inBatches(
    collections.map(([id, name], position) => ({ id, name, position })),
    (c) => send('POST', '/blog-collections', c),
  );
  await inBatches(shop.blogs, ({ collectionName: _name, ...blog }) => send('POST', '/blogs', blog));
  await inBatches(shop.pages, (p) => send('POST', '/pages', p));
  await inBatches(
    shop.branches.map((b, position) => ({ ...b, position })),
    (b) => send('POST', '/branches', b),
  );
  return { ...report, isNew };
}

/** The owner's answers to the shoppers' questions (question id, answer). */
export async function answerQuestions(
  call: OwnerApiCall,
  storeId: string,
  answers: [id: string, answer: string][],
): Promise<void> {
  await inBatches(answers, async ([id, answer]) => {
    const res = await call('PUT', `/stores/${storeId}/questions/${id}`, { answer });
    if (res.status !== 200)
      throw new Error(`seeding ${storeId}: answering ${id} answered ${res.status}: ${reason(res.body)}`);
  });
}

/** An OwnerApiCall over fetch (a running storefront, or a Worker's SELF), with the given key. */
export function ownerApiOver(
  fetcher: (url: string, init: RequestInit) => Promise<Response>,
  apiBase: string,
  key: string,
): OwnerApiCall {
  return async (method, path, body) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${key}`, Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetcher(`${apiBase}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text for the error message
    }
    return { status: res.status, body: parsed };
  };
}
