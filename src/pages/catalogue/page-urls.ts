import type { Context } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { absoluteUrls } from '../components/seo-head';

/** URL helpers a page needs: the request origin (for StoreLayout) and absolute URLs on the shop's host. */
export interface PageUrls {
  origin: string;
  url: (path: string) => string;
  image: (src: string, size?: number) => string;
}

export function pageUrls(c: Context<ShopEnv>): PageUrls {
  return { origin: new URL(c.req.url).origin, ...absoluteUrls(c, c.get('tenant')) };
}
