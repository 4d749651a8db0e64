import { z } from '@hono/zod-openapi';
import { shopOf } from '../middleware/shop-context';
import { ownerSays, refuseOwner } from './owner-language';
import { itemsChanged, type OwnerApp, ownerRoute } from './owner-app';
import { idParam, okSchema } from '../app/owner/schemas/common';
import { bringBackItem, deleteCategory, deleteItem } from '../app/owner/item-removal';

/** Removing items and categories without breaking the past (issue #38): src/app/owner/item-removal.ts. */

const TAG = 'Catalogue';
const catParam = { catId: idParam('catId', 'atta-flours') };
const itemParam = { itemId: idParam('itemId', 'aashirvaad-atta') };
const slug = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

export function registerRemovalRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'delete',
      path: '/items/{itemId}',
      tag: TAG,
      summary: 'Delete or archive an item',
      description:
        'An item no order names is deleted, with the stored files of its photos that nothing else shows (`removed: "deleted"`). ' +
        'An item an order names is archived (`removed: "archived"`, `ARCHIVED_AT` set): it leaves the storefront, search, feeds, sitemap, Markdown, MCP and every bag, ' +
        'its page answers 410 Gone, and its orders, invoices and tracking pages still show it. `POST .../restore` brings it back. A second DELETE of an archived item answers `archived` again.',
      params: itemParam,
      ok: okSchema('ItemRemoved', { removed: z.enum(['deleted', 'archived']) }),
    },
    async (c, { storeId, params }) => {
      const res = await deleteItem(c.env, shopOf(c, storeId), params.itemId, c.get('requestId'));
      if (!res.ok) return refuseOwner(c, storeId, 404, res);
      return itemsChanged(c, storeId, `item ${res.value.removed}`, { removed: res.value.removed });
    },
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/items/{itemId}/restore',
      tag: TAG,
      summary: 'Restore an archived item',
      description:
        'Puts an archived item back on sale as it was (its hidden/shown state kept). 409 `NOT_ARCHIVED` when it is not archived.',
      params: itemParam,
      ok: okSchema('ItemRestored', { restored: z.literal(true) }),
      failures: { 409: 'The item is not archived (NOT_ARCHIVED).' },
    },
    async (c, { storeId, params }) => {
      const res = await bringBackItem(c.env, shopOf(c, storeId), params.itemId, c.get('requestId'));
      if (!res.ok) return refuseOwner(c, storeId, res.status === 409 ? 409 : 404, res);
      return itemsChanged(c, storeId, 'item restored', res.value);
    },
  );

  ownerRoute(
    app,
    {
      method: 'delete',
      path: '/categories/{catId}',
      tag: TAG,
      summary: 'Delete a category',
      description:
        'Deletes an empty category. One that holds items (archived ones count) answers 409 `CATEGORY_NOT_EMPTY` with `count`, ' +
        "unless `move_to` names another of the shop's categories: its items move there and the category is deleted, in one transaction (`moved`: how many).",
      params: catParam,
      query: z.object({
        move_to: slug.optional().openapi({ description: "Move the category's items to this category first" }),
      }),
      ok: okSchema('CategoryRemoved', { moved: z.number().int() }),
      failures: { 409: 'The category still holds items (CATEGORY_NOT_EMPTY, with `count`).' },
    },
    async (c, { storeId, params, query }) => {
      const res = await deleteCategory(c.env, shopOf(c, storeId), params.catId, query.move_to, c.get('requestId'));
      if (!res.ok) {
        if (res.code === 'CATEGORY_NOT_EMPTY') {
          return c.json(
            {
              status: 0,
              rsn: await ownerSays(c, storeId, res),
              code: res.code,
              field: res.field,
              count: (res as { count?: number }).count ?? 0,
            },
            409,
          );
        }
        return refuseOwner(c, storeId, res.status === 400 ? 400 : 404, res);
      }
      // the use case moved the shop's version (a category's removal changes every page's menu)
      return itemsChanged(c, storeId, 'category deleted', res.value);
    },
  );
}
