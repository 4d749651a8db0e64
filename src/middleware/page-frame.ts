import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { isLiveTenant } from '../data/shop/tenant-loader';
import { toLayoutOffers, type LayoutOffer, type PageFrame } from '../render/page-frame';
import { bagCountFor } from './bag-count';
import { shopOf } from './shop-context';
import { shopVersionOf } from './shop-version';
import { VersionedMemo } from '../core/versioned-memo';
import { log } from '../core/log';

/**
 * Starts the loads every page's frame needs and answers them as plain data for the render
 * (src/pages/page-shell.ts): the visitor's bag count (the badge on every page) and the shop's offers (the layout's
 * side 'offer' tab and coupon side bar; an error page has no layout), with the shop and the language the gate set.
 * `offers` are the shop's offers when the page reads them anyway (home, bag), or a promise of them: the frame's other
 * loads start at once either way.
 */
export async function loadPageFrame<E extends AppEnv>(
  c: Context<E>,
  opts: { status?: number; offers?: readonly LayoutOffer[] | Promise<readonly LayoutOffer[]> } = {},
): Promise<PageFrame> {
  const tenant = c.get('tenant');
  const shop = tenant?.health === 'valid' && isLiveTenant(tenant) ? tenant : null;
  const withLayout = shop !== null && (opts.status ?? 200) < 400;
  const [bagCount, offers] = await Promise.all([
    shop ? bagCountFor(c, shop.storeId) : null,
    !shop || !withLayout
      ? []
      : opts.offers
        ? Promise.resolve(opts.offers).then(toLayoutOffers)
        : layoutOffers(c, shop.storeId),
  ]);
  return {
    tenant,
    store: shop?.store ?? null,
    lang: c.get('lang') ?? 'en',
    bagCount,
    offers,
    requestId: c.get('requestId'),
  };
}

/**
 * The frame of a shop console page (/admin/{storeId}): the owner's pages show no bag badge and no offers, so there is
 * nothing to load; the shop and the language are the ones the console's guard set.
 */
export function consoleFrame<E extends AppEnv>(c: Context<E>): PageFrame {
  const tenant = c.get('tenant');
  const shop = tenant?.health === 'valid' && isLiveTenant(tenant) ? tenant : null;
  return {
    tenant,
    store: shop?.store ?? null,
    lang: c.get('lang') ?? 'en',
    bagCount: null,
    offers: [],
    requestId: c.get('requestId'),
  };
}

/**
 * `loadPageFrame` started before the page's own loads, so they overlap. A handler that answers without its frame
 * (a redirect, a failed load) leaves no unhandled rejection behind; where it awaits the frame, a failure surfaces.
 */
export function startPageFrame<E extends AppEnv>(c: Context<E>, opts: Parameters<typeof loadPageFrame>[1] = {}) {
  const frame = loadPageFrame(c, opts);
  frame.catch(() => undefined);
  return frame;
}

/**
 * The shop's offers for the layout of every page (side 'offer' tab, coupon side bar), kept in the isolate under the
 * shop's version for 10 s like the home page's: one trip to the shop's object at most that often. The page is kept
 * in the edge cache no longer than until they change by the clock (`notePageChangesAt`). A failure leaves the offers
 * out rather than failing the page.
 */
const OFFERS_MISSING_KEPT_MS = 60_000;
const memo = new VersionedMemo<{ offers: LayoutOffer[]; changesAt: number | null }>({
  maxAgeMs: 10_000,
  limit: 200,
  until: (o) => o.changesAt,
});

async function layoutOffers<E extends AppEnv>(c: Context<E>, storeId: string): Promise<LayoutOffer[]> {
  try {
    const version = await shopVersionOf(c, storeId);
    const { offers, changesAt } = await memo.get(storeId, version, async () => {
      const now = await shopOf(c, storeId).call('offersNow', Date.now());
      return { offers: toLayoutOffers(now.offers), changesAt: now.changesAt };
    });
    notePageChangesAt(c, changesAt);
    return offers;
  } catch (err) {
    log('warn', 'layout offers unreadable', { storeId, requestId: c.get('requestId'), error: String(err) });
    // a page without its offers is kept a minute at the edge, not the day a whole page is
    notePageChangesAt(c, Date.now() + OFFERS_MISSING_KEPT_MS);
    return [];
  }
}

/** The page being rendered changes by the clock at `at` (ms) at the latest: the edge cache keeps it no longer. */
export function notePageChangesAt<E extends AppEnv>(c: Context<E>, at: number | null): void {
  if (at === null) return;
  const known = c.get('pageChangesAt');
  if (known === undefined || at < known) c.set('pageChangesAt', at);
}
