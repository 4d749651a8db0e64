import { createElement, type ReactElement } from 'react';
import { themeCss } from './layout/theme';
import { catalogSearchOf } from './layout/side-tabs';
import { pluginCspSources } from './layout/plugins';
import { PageContext } from './layout/page-context';
import { StoreIdContext } from '../isomorphic/store-id';
import { streamPage, type RenderOptions } from '../render/stream';
import { styleHashSource } from '../render/style-hash';
import { criticalCssHashes } from '../render/assets';
import { translatorFor } from '../render/i18n';
import { localOffer } from '../domain/i18n/localise';
import { SentIslandMessages } from '../render/island';
import { I18nContext } from '../isomorphic/i18n';
import type { PageFrame } from '../render/page-frame';

/**
 * Renders a page from plain data: the frame its handler loaded (src/middleware/page-frame.ts) and the page's own
 * element, whose data the handler loaded too (or a promise of it for a late part). It starts no I/O and reads no
 * request. It allows the shop's inline theme <style> by its hash in the CSP; a visitor with a bag sees a personal
 * page, so it is never marked for shared caches.
 */
export async function renderPage(frame: PageFrame, page: ReactElement, opts: RenderOptions = {}): Promise<Response> {
  const { store, lang, bagCount } = frame;
  const catalogChip = frame.tenant ? catalogSearchOf(frame.tenant) !== null : false;
  const hash = store ? await styleHashSource(themeCss(store, catalogChip)) : null;
  const cspExtra = [...(opts.cspExtra ?? []), ...pluginCspSources(frame.tenant)];
  const cacheControl =
    bagCount !== null && opts.cacheControl?.includes('public') ? 'private, no-store' : opts.cacheControl;
  // what every part of the page reads: the page facts and the shop (islands take their shop from it, not props)
  const sent = new Set<string>();
  const ownLang = store?.LANGUAGE ?? 'en';
  const facts = {
    bagCount: bagCount ?? 0,
    // an error page has no layout: no side 'offer' tab, no coupon side bar
    offers: (opts.status ?? 200) < 400 ? frame.offers.map((o) => localOffer(o, lang, ownLang)) : [],
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
  const late = opts.late && { slot: opts.late.slot, element: opts.late.element.then(inPage) };
  const res = await streamPage(frame.requestId, inPage(page), {
    ...opts,
    late,
    cacheControl,
    cspExtra,
    styleHashes: [...criticalCssHashes, ...(opts.styleHashes ?? []), ...(hash ? [hash] : [])],
  });
  // A public page also has a Markdown form for agents (Accept: text/markdown), so caches must keep them apart.
  if (opts.cacheControl?.includes('public')) res.headers.set('Vary', 'Accept');
  return res;
}
