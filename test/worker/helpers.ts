import { env, SELF } from 'cloudflare:test';
import { insertShop } from '../../src/data/platform/directory';
import { provisionShopObject, openShop } from '../../src/data/shop/shop-db';
import { forgetShopVersion } from '../../src/data/known-shop-versions';

export const BASE = 'http://localhost';

/** A request to the Worker as a browser on the given host would send it. */
export function get(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const url = new URL(path, init.host ? `http://${init.host}` : BASE);
  return SELF.fetch(url.toString(), { redirect: 'manual', ...init });
}

export function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  host?: string,
): Promise<Response> {
  const url = new URL(path, host ? `http://${host}` : BASE);
  return SELF.fetch(url.toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The visible text of an HTML document, tags stripped, for "the shopper sees" assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/**
 * A new shop as the platform creates one: its directory row in D1 and its own database (with its settings
 * row). Answers that database, where the test then writes the shop's settings and catalogue.
 */
export async function createShop(id: string, name: string): Promise<D1Database> {
  const now = Date.now();
  await insertShop(env.DB, { id, name, ownerPhone: '', now });
  await provisionShopObject(env, id, { name, now });
  return openShop(env, id).db;
}

let bumps = 0;
/**
 * A new version of the shop, as an owner change a minute ago leaves it: the shop's cached pages are from an older
 * one, and the time in which the previous page may be answered (stale) is over, so the next visit renders.
 */
export async function bumpShopVersion(storeId: string): Promise<void> {
  await env.KV.put(`shopver:${storeId}`, String(Date.now() - 60_000 + ++bumps));
  // as a change through this isolate: its cache hits no longer take the version it knew (data/known-shop-versions)
  forgetShopVersion(storeId);
}

/** A page without its inline <style> blocks: the first screen's CSS is inlined, and its selectors name classes a page may not use. */
export const withoutStyles = (html: string): string => html.replace(/<style[^>]*>[^]*?<\/style>/g, '');

/**
 * Waits, if needed, until the rate limiter's current window of `period` seconds has at least `needMs` left.
 * Miniflare counts in fixed windows of the clock, so a test that must see an exact count starts early in one.
 */
export async function freshWindow(period = 60, needMs = 12_000): Promise<void> {
  const left = period * 1000 - (Date.now() % (period * 1000));
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 300));
}
