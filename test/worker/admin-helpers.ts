import { env, SELF } from 'cloudflare:test';
import { expect } from 'vitest';
import { createOwnerKey } from '../../src/data/platform/owner-keys';
import { openShop } from '../../src/data/shop/shop-db';

export const ADMIN = 'http://localhost/admin/api';

const keys = new Map<string, Promise<string>>();
/** A real owner key for the shop, created once per test file through the same function the CLI uses. */
export function keyFor(storeId: string): Promise<string> {
  if (!keys.has(storeId)) keys.set(storeId, createOwnerKey(env.DB, storeId, 'worker test'));
  return keys.get(storeId)!;
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  /** sent as it is (not JSON-encoded) */
  raw?: string;
  headers?: Record<string, string>;
  host?: string;
}

/** An owner API call: `path` is below /admin/api. */
export function call(method: string, path: string, o: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.key) headers.Authorization = `Bearer ${o.key}`;
  let body: string | undefined;
  if (o.raw !== undefined) body = o.raw;
  else if (o.body !== undefined) {
    body = JSON.stringify(o.body);
    headers['Content-Type'] ??= 'application/json';
  }
  const url = new URL(`/admin/api${path}`, o.host ? `http://${o.host}` : 'http://localhost');
  return SELF.fetch(url.toString(), { method, headers, body, redirect: 'manual' });
}

/** Calls with the shop's own key. */
export async function owner(method: string, storeId: string, sub: string, body?: unknown): Promise<Response> {
  return call(method, `/stores/${storeId}${sub}`, { key: await keyFor(storeId), body });
}

/** Everything the owner API can change about a shop, as rows: compared before/after to prove nothing changed. */
export async function snapshot(storeId: string): Promise<string> {
  // the shop's own tables live in its object; its domains in the platform directory (D1)
  const shop = openShop(env, storeId);
  const tables = ['stores WHERE id = ?1', 'categories', 'items', 'plugins', 'custom_scripts'];
  const results = await shop.db.batch(
    tables.map((t) => {
      const statement = shop.db.prepare(`SELECT * FROM ${t} ORDER BY 1`);
      return t.includes('?1') ? statement.bind(storeId) : statement;
    }),
  );
  const domains = await env.DB.prepare('SELECT * FROM domains WHERE store_id = ?1 ORDER BY 1, 2').bind(storeId).all();
  return JSON.stringify([...results.map((r) => r.results), domains.results]);
}

/** A failure reply as the spec's envelope: HTTP status, status 0, a readable rsn, a code (and the field when given). */
export async function expectFailure(
  res: Response,
  http: number,
  code?: string,
  field?: string,
): Promise<{ rsn: string; code: string; field?: string }> {
  const body = await res.json<{ status: number; rsn: string; code: string; field?: string }>();
  expect(res.status, JSON.stringify(body)).toBe(http);
  expect(body.status).toBe(0);
  expect(typeof body.rsn).toBe('string');
  expect(body.rsn.length).toBeGreaterThan(5);
  if (code) expect(body.code).toBe(code);
  if (field) expect(body.field).toBe(field);
  return body;
}

export async function expectOk<T = Record<string, any>>(res: Response, http = 200): Promise<T> {
  const body = await res.json<T & { status: number }>();
  expect(res.status, JSON.stringify(body)).toBe(http);
  expect(body.status).toBe(1);
  return body;
}

/** A storefront page as an anonymous visitor sees it (through the edge cache). */
export async function page(path: string, host?: string): Promise<Response> {
  return SELF.fetch(new URL(path, host ? `http://${host}` : 'http://localhost').toString(), { redirect: 'manual' });
}

/** How an owner API caller asks for a language: `?lang=`, the `lang` cookie or Accept-Language. */
export type LanguageAsk = { query?: string; headers?: Record<string, string> };
export type AskOptions = { body?: unknown; raw?: string; key?: string | null; headers?: Record<string, string> };

/** The letters of each Indian script the owner's replies are checked for. */
export const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;

/** An owner API call of `shop` asked in a language (with the shop's key unless `key` says otherwise): status and JSON. */
export async function askOwnerIn(shop: string, how: LanguageAsk, method: string, sub: string, o: AskOptions = {}) {
  const path = `/stores/${shop}${sub}${how.query ? `${sub.includes('?') ? '&' : '?'}${how.query}` : ''}`;
  const key = o.key === undefined ? await keyFor(shop) : o.key;
  const res = await call(method, path, {
    key,
    body: o.body,
    raw: o.raw,
    headers: { ...(how.headers ?? {}), ...(o.headers ?? {}) },
  });
  return { http: res.status, body: await res.json<any>() };
}
