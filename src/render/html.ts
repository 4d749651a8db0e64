import type { Context } from 'hono';
import { createElement, type ReactElement } from 'react';
import type { AppEnv } from '../env';
import { themeCss } from '../pages/layout/theme';
import { pluginCspSources } from '../pages/layout/plugins';
import { bagCountFor } from '../pages/bag/read-bag';
import { PageContext } from './page-context';
import { streamPage, type RenderOptions } from './stream';
import { styleHashSource } from './style-hash';

/**
 * Renders a page. For a shop it also reads the visitor's bag count once (the badge on every page) and
 * allows the shop's inline theme <style> by its hash in the CSP. A visitor with a bag sees a personal
 * page, so it is never marked for shared caches.
 */
export async function renderHtml(c: Context<AppEnv>, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  const tenant = c.var.tenant;
  const store = tenant?.health === 'valid' ? tenant.store : null;
  const [hash, bagCount] = await Promise.all([
    store ? styleHashSource(themeCss(store)) : null,
    store ? bagCountFor(c) : null,
  ]);
  const cspExtra = [...(opts.cspExtra ?? []), ...pluginCspSources(tenant)];
  const cacheControl = bagCount !== null && opts.cacheControl?.includes('public') ? 'private, no-store' : opts.cacheControl;
  const wrapped = createElement(PageContext.Provider, { value: { bagCount: bagCount ?? 0 } }, page);
  return streamPage(c, wrapped, { ...opts, cacheControl, cspExtra, styleHashes: [...(opts.styleHashes ?? []), ...(hash ? [hash] : [])] });
}
