import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { SPECULATION_RULES_PATH } from '../domain/seo/speculation-rules';

/**
 * Headers on every response. HTML gets a strict CSP: pages carry no inline script at all
 * (island props travel in data attributes), so script-src is 'self' and the page stays cacheable;
 * the one inline <style> (the shop's colours) is allowed by its hash, set by the renderer.
 */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const h = c.res.headers;
  h.set('X-Content-Type-Options', 'nosniff');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
  if ((h.get('Content-Type') ?? '').includes('text/html')) {
    const styleHashes = h.get('X-Style-Hashes') ?? '';
    h.delete('X-Style-Hashes');
    h.set('X-Frame-Options', 'DENY');
    h.set('Content-Security-Policy', contentSecurityPolicy(styleHashes, h.get('X-Csp-Extra') ?? ''));
    h.delete('X-Csp-Extra');
    // instant navigation on Chromium: prefetch on intent, by the rules of domain/seo/speculation-rules
    h.set('Speculation-Rules', `"${SPECULATION_RULES_PATH}"`);
  }
});

function contentSecurityPolicy(styleHashes: string, extraSources: string): string {
  const extra = extraSources ? ` ${extraSources}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    `style-src 'self' ${styleHashes}`.trim(),
    `img-src 'self' data: blob:${extra}`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
