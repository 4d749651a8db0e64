import type { Context } from 'hono';
import type { AppEnv } from '../middleware/app-env';
import { fail } from '../core/reply';
import { findShop, listShops, updateShop, type DirectoryPatch } from '../data/platform/directory';
import { changed, platformRoute, type PlatformApp } from './platform-app';
import { createShop } from './create-shop';
import { directoryPatchOf, shopView } from './shop-view';
import { createdOut, createShopBody, idPathParam, listQuery, listReply, patchShopBody, shopReply } from './schemas';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const BAD_BODY = '`rsn` says what to fix, `field` names the field. Nothing was changed.';
const NO_SHOP = 'No shop with this id (NOT_FOUND).';
const noShop = (c: Context) => fail(c, 404, 'There is no such shop.', 'NOT_FOUND');

async function change(c: Context<AppEnv>, id: string, patch: DirectoryPatch, what: string): Promise<Response> {
  const shop = await updateShop(c.env.DB, id, patch, Date.now());
  return shop ? changed(c, id, what, { shop: shopView(shop) }) : noShop(c);
}

export function registerShopRoutes(app: PlatformApp): void {
  platformRoute(
    app,
    {
      method: 'post',
      path: '/shops',
      summary: 'Create a shop',
      okStatus: 201,
      ok: createdOut,
      description:
        'Adds the shop to the directory, creates its own database and its first owner key. The key is in the reply only: store it now.',
      request: { body: json(createShopBody) },
      failures: {
        400: `Invalid body. ${BAD_BODY}`,
        409: 'The id is taken (SHOP_TAKEN).',
        413: 'Body over 16 KB.',
        415: 'Body is not JSON.',
      },
    },
    (c) => createShop(c, c.req.valid('json')),
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/shops',
      summary: 'List shops',
      ok: listReply,
      description:
        'In id order. Pass `next` of a page as `cursor` to get the following page; `next` is null on the last page.',
      request: { query: listQuery },
      failures: { 400: `Invalid limit or cursor. ${BAD_BODY}` },
    },
    async (c) => {
      const { limit, cursor } = c.req.valid('query');
      const page = await listShops(c.env.DB, limit, cursor ?? null);
      return c.json({ status: 1, shops: page.shops.map(shopView), next: page.next });
    },
  );

  platformRoute(
    app,
    {
      method: 'get',
      path: '/shops/{id}',
      summary: 'Read a shop',
      ok: shopReply,
      description: 'The directory entry: status and the report fields the storefront shows on the fraud notice.',
      request: { params: idPathParam },
      failures: { 404: NO_SHOP },
    },
    async (c) => {
      const shop = await findShop(c.env.DB, c.req.valid('param').id);
      return shop ? c.json({ status: 1, shop: shopView(shop) }) : noShop(c);
    },
  );

  platformRoute(
    app,
    {
      method: 'patch',
      path: '/shops/{id}',
      summary: 'Change a shop',
      ok: shopReply,
      description:
        'Send only the fields to change. `reported` makes the storefront show the fraud notice (REPORT_TEXT, OWNER_NAME, VALIDATED_PHONE) ' +
        "and `suspended` the incorrect-store screen, at once. `name` is the directory name; the storefront shows the owner's STORE_NAME.",
      request: { params: idPathParam, body: json(patchShopBody) },
      failures: {
        400: `Invalid body or unknown field. ${BAD_BODY}`,
        404: NO_SHOP,
        413: 'Body over 16 KB.',
        415: 'Body is not JSON.',
      },
    },
    (c) => change(c, c.req.valid('param').id, directoryPatchOf(c.req.valid('json')), 'shop changed'),
  );

  platformRoute(
    app,
    {
      method: 'delete',
      path: '/shops/{id}',
      summary: 'Deactivate a shop',
      ok: shopReply,
      description:
        'Sets status `suspended`: the storefront shows the incorrect-store screen. Nothing is deleted; PATCH status `active` brings the shop back.',
      request: { params: idPathParam },
      failures: { 404: NO_SHOP },
    },
    (c) => change(c, c.req.valid('param').id, { status: 'suspended' }, 'shop deactivated'),
  );
}
