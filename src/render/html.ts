import type { Context } from 'hono';
import type { ReactElement } from 'react';
import type { AppEnv } from '../env';
import { themeCss } from '../pages/layout/theme';
import { pluginCspSources } from '../pages/layout/plugins';
import { streamPage, type RenderOptions } from './stream';
import { styleHashSource } from './style-hash';

/** Renders a page; the shop's inline theme <style> is allowed by its hash in the CSP. */
export async function renderHtml(c: Context<AppEnv>, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  const store = c.var.tenant?.store;
  const hashes = store ? [await styleHashSource(themeCss(store))] : [];
  const cspExtra = [...(opts.cspExtra ?? []), ...pluginCspSources(c.var.tenant)];
  return streamPage(c, page, { ...opts, cspExtra, styleHashes: [...(opts.styleHashes ?? []), ...hashes] });
}
