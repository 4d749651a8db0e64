import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { isValidStoreId } from '../domain/tenant';
import { assets } from '../render/assets';
import { shopVersionOf } from './shop-version';
import { wantsMarkdown } from '../domain/agents/surfaces';

/**
 * Edge cache for anonymous visitors. Only a GET with no user and no bag cookie is eligible, and only
 * responses the handler marked `public` and that set no cookie are stored: no personal data is ever cached.
 * The key carries the shop's version (bumped by the owner API on every change), so edits show at once, and the
 * client build, so a deploy never serves HTML that points at assets it replaced.
 */
export const anonymousPageCache = createMiddleware<AppEnv>(async (c, next) => {
  const storeId = c.req.param('storeId') ?? '';
  if (c.req.method !== 'GET' || !isValidStoreId(storeId) || !isAnonymous(storeId, getCookie(c))) return next();
  const cache = (caches as unknown as { default: Cache }).default;
  const version = await shopVersionOf(c, storeId);
  if (version === null) return next();
  // A page's Markdown (Accept: text/markdown, for agents) is cached apart from its HTML.
  const format = wantsMarkdown(c.req.header('Accept')) ? '&__f=md' : '';
  const key = new Request(`${c.req.url}${c.req.url.includes('?') ? '&' : '?'}__v=${version}&__b=${encodeURIComponent(assets.main)}${format}`, { method: 'GET' });
  const hit = await cache.match(key);
  if (hit) {
    c.set('logStoreId', storeId);
    const res = new Response(hit.body, hit);
    res.headers.set('X-Edge-Cache', 'HIT');
    return res;
  }
  await next();
  const res = c.res;
  if (res.status === 200 && (res.headers.get('Cache-Control') ?? '').includes('public') && !res.headers.has('Set-Cookie')) {
    res.headers.set('X-Edge-Cache', 'MISS');
    const copy = res.clone();
    c.executionCtx.waitUntil(cache.put(key, copy));
  }
});

function isAnonymous(storeId: string, cookies: Record<string, string>): boolean {
  return !cookies.userToken && !cookies[`${storeId}_cartSessionId`];
}

/** What a page that is the same for every anonymous visitor sends: browsers revalidate, the edge keeps it a minute. */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=60';
