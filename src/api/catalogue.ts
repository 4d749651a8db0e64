import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../middleware/app-env';
import { fail, ok } from '../core/reply';
import { shopOfHeader } from './store-header';
import { setSafeCookie } from '../core/cookies';
import { log } from '../core/log';
import { countSharedView } from '../data/shop/catalogue-views';
import { isSlugId } from '../domain/catalogue/paths';
import { resolveResizerTarget } from '../domain/catalogue/resizer';
import { PLACEHOLDER_IMAGE } from '../domain/images/image-url';
import { drawProductArt } from '../domain/images/product-art';
import { edgeCachedImage, proxyImage } from '../data/media/catalogue-image-proxy';
import { namingShop } from '../data/media/resizer-sources';
import { isAllowedHost, parseAllowedHosts, resizerMonthlyCap, snapToLadder } from '../domain/catalogue/resizer-rules';
import { addressKey, limitReply } from '../middleware/rate-limit';
import { shopOf } from '../middleware/shop-context';
import { SHARED_VIEW_SECONDS, sharedViewCookie } from '../domain/catalogue/shared-view';
import { readJsonObject } from '../core/json-body';
import { isLang } from '../domain/i18n/languages';

/** Catalogue calls: search suggestions, the image resizer, shared-item views. */
export const catalogueApi = new Hono<AppEnv>();

/**
 * GET /v1/resizer?url=&size=&width= (see src/domain/catalogue/resizer.ts for the rules). Our art is
 * drawn at the size; our own static images are redirected to (same origin only); https images of
 * other hosts are fetched once, resized to the width in the format the browser takes, and kept in R2
 * (src/data/catalogue-image-proxy.ts; never redirected to: no open redirect, and img-src 'self' holds).
 */
catalogueApi.get('/v1/resizer', async (c) => {
  const target = resolveResizerTarget(c.req.query('url'), c.req.query('size'), c.req.query('width'));
  switch (target.kind) {
    case 'placeholder':
      return c.redirect(PLACEHOLDER_IMAGE, 302);
    case 'same-origin':
      return c.redirect(target.path, 302);
    case 'art': {
      const name = target.name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
      return c.body(
        drawProductArt({ name, width: target.width, height: target.height, grey: c.req.query('grey') === '1' }),
        200,
        {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
        },
      );
    }
    case 'remote':
      return remoteImage(c, target.url, target.width);
    default:
      return fail(c, 400, target.reason, 'BAD_IMAGE_URL', 'url');
  }
});

/**
 * Another host's image, only doing our own work (#40 item 2, src/domain/catalogue/resizer-rules.ts): counted per
 * client address; refused 403 unless a shop's catalogue names it or its host is on the operator's allow-list; the
 * width snapped to the photo ladder; answered from the edge cache, else R2, else transformed once on the naming
 * shop's month (over its cap: the nearest stored variant).
 */
async function remoteImage(c: Context<AppEnv>, url: string, asked: number): Promise<Response> {
  const limited = await limitReply(c, 'resizerPerAddress', addressKey(c));
  if (limited) return limited;
  const storeId = await namingShop(c.env, url);
  if (!storeId && !isAllowedHost(url, parseAllowedHosts(c.env.RESIZER_ALLOWED_HOSTS))) {
    return fail(
      c,
      403,
      "That image is not in any shop's catalogue, so it is not resized here.",
      'IMAGE_NOT_NAMED',
      'url',
    );
  }
  const width = snapToLadder(asked);
  return edgeCachedImage(c, url, width, () =>
    proxyImage(c, url, width, width, fetch, {
      shop: storeId ? shopOf(c, storeId) : null,
      cap: resizerMonthlyCap(c.env.RESIZER_MONTHLY_CAP),
    }),
  );
}

/** GET /v2/search/suggest?q=&cat= with header storeID: suggestions as the shopper types. */
catalogueApi.get('/v2/search/suggest', async (c) => {
  const who = shopOfHeader(c);
  const q = c.req.query('q') ?? '';
  const cat = c.req.query('cat');
  if (q.length > 200) return ok(c, { suggestions: [] });
  const lang = c.req.query('lang');
  const suggestions = await shopOf(c, who.storeId).call(
    'suggest',
    q,
    6,
    cat && isSlugId(cat) ? cat : undefined,
    isLang(lang) ? lang : 'en',
  );
  // The shop comes from a header, so caches must key on it too.
  return c.json({ status: 1, suggestions }, 200, { 'Cache-Control': 'private, max-age=60', Vary: 'storeID' });
});

const pingBody = z.object({ name: z.string().min(1).max(64) });

/** POST /v2/pingShopForView, header storeID, body {name: item id}: counts a view of a shared item link. */
catalogueApi.post('/v2/pingShopForView', async (c) => {
  const who = shopOfHeader(c);
  const parsed = pingBody.safeParse(await readJsonObject(c.req));
  if (!parsed.success || !isSlugId(parsed.data.name))
    return fail(c, 400, 'Please tell us which item was viewed.', 'BAD_ITEM', 'name');
  const itemId = parsed.data.name;
  const cookie = sharedViewCookie(who.storeId, itemId);
  if (getCookie(c, cookie)) return ok(c, { msg: 'Already counted', counted: false });
  let counted = false;
  try {
    counted = await countSharedView(shopOf(c, who.storeId), itemId);
  } catch (err) {
    log('warn', 'shared view not counted', { storeId: who.storeId, requestId: c.get('requestId'), error: String(err) });
    return ok(c, { msg: 'Not counted', counted: false });
  }
  if (!counted) return fail(c, 404, 'This item does not exist.', 'ITEM_NOT_FOUND', 'name');
  setSafeCookie(c, cookie, '1', SHARED_VIEW_SECONDS);
  return ok(c, { msg: 'View counted', counted: true });
});
