import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { helloBarSchema, pixelsSchema } from '../domain/tables/store-fields';
import { type Store } from '../domain/tables/stores';
import { NO_SUCH_SHOP } from '../domain/owner/setting-refusals';
import { refuseOwner } from './owner-language';
import { describeIssue } from '../domain/owner/issues';
import type { StoreEdit } from '../data/shop/owner-store';
import { shopOf } from '../middleware/shop-context';
import { changed, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { named, okSchema } from '../app/owner/schemas/common';
import { customTextsBody, helloBarBody, pixelsPatch } from '../app/owner/schemas/store';
import { readOr404 } from './store-routes';

/**
 * Like saveStore, but the read, change, validation and write run as one call of the shop's object
 * (data/owner-store.ts editStore): owners saving at the same moment are applied one after the other, the
 * last one wins, and none of them is refused.
 */
async function saveEdit(
  c: Context<AppEnv>,
  storeId: string,
  what: string,
  edit: StoreEdit,
  key: string,
  pick: (s: Store) => unknown,
  prefix = '',
) {
  const result = await shopOf(c, storeId).call('editStore', edit);
  if (!result) return refuseOwner(c, storeId, 404, NO_SUCH_SHOP);
  if (!result.ok) {
    const f = describeIssue({
      ...result.issues[0],
      path: prefix ? [prefix, ...result.issues[0].path] : result.issues[0].path,
    });
    return refuseOwner(c, storeId, 400, f);
  }
  return changed(c, storeId, what, { [key]: pick(result.store) });
}

/** Custom texts, hello bar and pixels: parts of the settings row with their own endpoints. */
export function registerSettingsRoutes(app: OwnerApp): void {
  const textsOut = okSchema('CustomTextsReply', { customTexts: customTextsBody });
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/custom-texts',
      tag: 'Texts and hello bar',
      summary: 'Read custom texts',
      ok: textsOut,
    },
    async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { customTexts: s.CUSTOM_TEXTS })),
  );

  ownerRoute(
    app,
    {
      method: 'put',
      path: '/custom-texts',
      tag: 'Texts and hello bar',
      summary: 'Replace custom texts',
      description:
        "The storefront's labels the owner overrides, by section then key (for example `home.viewAll`). The whole map is replaced; send `{}` to go back to the defaults.",
      body: customTextsBody,
      ok: textsOut,
    },
    async (c, { storeId, body }) =>
      saveEdit(c, storeId, 'custom texts', { set: { CUSTOM_TEXTS: body } }, 'customTexts', (s) => s.CUSTOM_TEXTS),
  );

  const barOut = okSchema('HelloBarReply', { helloBar: helloBarSchema.nullable() });
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/hello-bar',
      tag: 'Texts and hello bar',
      summary: 'Read the hello bar',
      ok: barOut,
    },
    async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { helloBar: s.HelloBar })),
  );

  ownerRoute(
    app,
    {
      method: 'put',
      path: '/hello-bar',
      tag: 'Texts and hello bar',
      summary: 'Set the hello bar',
      description:
        'The announcement bar shows only on its targetScreens: Home, Bag, Orders, Track, Categories, CategoryItemsDisplay, ItemDetails, Account. `link` is a path on the shop (`/…`) or an http(s) URL.',
      body: helloBarBody,
      ok: barOut,
    },
    async (c, { storeId, body }) =>
      saveEdit(c, storeId, 'hello bar', { set: { HelloBar: body } }, 'helloBar', (s) => s.HelloBar),
  );

  ownerRoute(
    app,
    {
      method: 'delete',
      path: '/hello-bar',
      tag: 'Texts and hello bar',
      summary: 'Remove the hello bar',
      ok: barOut,
    },
    async (c, { storeId }) =>
      saveEdit(c, storeId, 'hello bar removed', { set: { HelloBar: null } }, 'helloBar', (s) => s.HelloBar),
  );

  const pixelsOut = okSchema('PixelsReply', { pixels: named(pixelsSchema, 'Pixels') });
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/pixels',
      tag: 'Pixels',
      summary: 'Read analytics and ad pixels',
      ok: pixelsOut,
    },
    async (c, { storeId }) => readOr404(c, storeId, (s) => ownerReply(c, { pixels: s.PIXELS })),
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/pixels',
      tag: 'Pixels',
      summary: 'Set or remove pixels',
      description:
        'FB_PIXEL.pixelID (digits), G_TAG.analyticsPropertyID (G-…, AW-…, GT-…, DC-… or UA-…-…), G_SEARCH.gSearchPropertyID (the google-site-verification token), G_MERCHANT.gMerchantID (digits). `null` removes a pixel; pixels not sent stay as they are.',
      body: pixelsPatch,
      ok: pixelsOut,
    },
    async (c, { storeId, body }) =>
      saveEdit(
        c,
        storeId,
        'pixels',
        { merge: body as Record<string, unknown>, into: 'PIXELS' },
        'pixels',
        (s) => s.PIXELS,
        'PIXELS',
      ),
  );
}
