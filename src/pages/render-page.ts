import type { Context } from 'hono';
import { createElement, type ReactElement } from 'react';
import type { AppEnv } from '../middleware/app-env';
import { isLiveTenant } from '../data/shop/tenant-loader';
import { themeCss } from './layout/theme';
import { pluginCspSources } from './layout/plugins';
import { layoutOffers, toLayoutOffers, type LayoutOffer } from './layout/offers-data';
import { bagCountFor } from '../middleware/bag-count';
import { PageContext } from './layout/page-context';
import { StoreIdContext } from '../isomorphic/store-id';
import { streamPage, type RenderOptions } from '../render/stream';
import { styleHashSource } from '../render/style-hash';
import { criticalCssHashes } from '../render/assets';
import { translatorFor } from '../render/i18n';
import { localOffer } from '../domain/i18n/localise';
import { SentIslandMessages } from '../render/island';
import { I18nContext } from '../isomorphic/i18n';

export interface HtmlOptions extends RenderOptions {
  /** the shop's offers when the route has them already (home, bag); otherwise the layout reads them */
  offers?: readonly LayoutOffer[];
}

/**
 * Renders a page. For a shop it also reads the visitor's bag count once (the badge on every page) and the
 * shop's offers (the layout's side 'offer' tab and coupon side bar; error pages have no layout), and allows the
 * shop's inline theme <style> by its hash in the CSP. A visitor with a bag sees a personal page, so it is never
 * marked for shared caches.
 */
export async function renderHtml<E extends AppEnv>(
  c: Context<E>,
  page: ReactElement,
  opts: HtmlOptions = {},
): Promise<Response> {
  const { offers: given, ...rest } = opts;
  const tenant = c.get('tenant');
  const shop = tenant?.health === 'valid' && isLiveTenant(tenant) ? tenant : null;
  const store = shop?.store ?? null;
  const withLayout = shop !== null && (opts.status ?? 200) < 400;
  const [hash, bagCount, offers] = await Promise.all([
    store ? styleHashSource(themeCss(store)) : null,
    shop ? bagCountFor(c, shop.storeId) : null,
    !shop || !withLayout ? [] : given ? toLayoutOffers(given) : layoutOffers(c, shop.storeId),
  ]);
  const cspExtra = [...(rest.cspExtra ?? []), ...pluginCspSources(tenant)];
  const cacheControl =
    bagCount !== null && rest.cacheControl?.includes('public') ? 'private, no-store' : rest.cacheControl;
  // what every part of the page reads: the page facts and the shop (islands take their shop from it, not props)
  const lang = c.get('lang') ?? 'en';
  const sent = new Set<string>();
  const ownLang = store?.LANGUAGE ?? 'en';
  const facts = {
    bagCount: bagCount ?? 0,
    offers: offers.map((o) => localOffer(o, lang, ownLang)),
    ownLang,
    theme: store?.THEME_ID_v2 ?? '',
  };
  const inPage = (el: ReactElement) =>
    createElement(
      I18nContext.Provider,
      { value: translatorFor(lang) },
      createElement(
        SentIslandMessages.Provider,
        { value: sent },
        createElement(
          PageContext.Provider,
          { value: facts },
          store ? createElement(StoreIdContext.Provider, { value: store.id }, el) : el,
        ),
      ),
    );
  const late = rest.late && { slot: rest.late.slot, element: rest.late.element.then(inPage) };
  const res = await streamPage(c, inPage(page), {
    ...rest,
    late,
    cacheControl,
    cspExtra,
    styleHashes: [...criticalCssHashes, ...(rest.styleHashes ?? []), ...(hash ? [hash] : [])],
  });
  // A public page also has a Markdown form for agents (Accept: text/markdown), so caches must keep them apart.
  if (rest.cacheControl?.includes('public')) res.headers.set('Vary', 'Accept');
  return res;
}
