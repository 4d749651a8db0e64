import { z } from '@hono/zod-openapi';
import {
  BAD_IF_MATCH,
  categoryExists,
  EDIT_CONFLICT,
  itemExists,
  NO_SUCH_CATEGORY,
  NO_SUCH_ITEM,
  unknownCategory,
} from '../domain/owner/refusals';
import { refuseOwner } from './owner-language';
import type { Category } from '../domain/tables/categories';
import type { Item } from '../domain/tables/items';
import {
  insertCategory,
  insertItem,
  listCategories,
  listItems,
  readCategory,
  readItemWithVersion,
  updateCategory,
  updateItem,
} from '../data/shop/owner-catalogue';
import { etagOf, readIfMatch } from '../domain/owner/item-version';
import { changed, itemsChanged, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { idParam, okSchema } from '../app/owner/schemas/common';
import {
  categoryCreate,
  categoryOut,
  categoryPatch,
  itemCreate,
  itemListQuery,
  itemOut,
  itemPatch,
} from '../app/owner/schemas/catalogue';
import { shopOf } from '../middleware/shop-context';
import { forgetPhotos, photosBeforeChange } from '../app/owner/forget-photos';
import { nextCursor, pageQuery } from './paging-query';

const TAG = 'Catalogue';
const catParam = { catId: idParam('catId', 'atta-flours') };
const itemParam = { itemId: idParam('itemId', 'aashirvaad-atta') };
const categoryReply = okSchema('CategoryReply', { category: categoryOut });
const itemReply = okSchema('ItemReply', { item: itemOut });
export function registerCatalogueRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/categories',
      tag: TAG,
      summary: 'List categories',
      description:
        'Every category, disabled ones included, in display order, with ITEM_COUNT. A shop has few: one page, `next_cursor` always null.',
      ok: okSchema('CategoryList', {
        categories: z.array(categoryOut.extend({ ITEM_COUNT: z.number().int() })),
        ...nextCursor,
      }),
    },
    async (c, { storeId }) =>
      ownerReply(c, { categories: await listCategories(shopOf(c, storeId)), next_cursor: null }),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/categories',
      tag: TAG,
      summary: 'Create a category',
      body: categoryCreate,
      ok: categoryReply,
      okStatus: 201,
      failures: { 409: 'A category with this CAT_ID exists.' },
    },
    async (c, { storeId, body }) => {
      if (!(await insertCategory(shopOf(c, storeId), body)))
        return refuseOwner(c, storeId, 409, categoryExists(body.CAT_ID));
      return changed(
        c,
        storeId,
        'category created',
        { category: await readCategory(shopOf(c, storeId), body.CAT_ID) },
        201,
      );
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/categories/{catId}',
      tag: TAG,
      summary: 'Read a category',
      params: catParam,
      ok: categoryReply,
    },
    async (c, { storeId, params }) => {
      const category = await readCategory(shopOf(c, storeId), params.catId);
      return category ? ownerReply(c, { category }) : refuseOwner(c, storeId, 404, NO_SUCH_CATEGORY);
    },
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/categories/{catId}',
      tag: TAG,
      summary: 'Change, disable or enable a category',
      description:
        'Partial update. `{"IS_DISABLED": true}` disables the category: the storefront hides it and its items, and bags drop its lines (the spec\'s deactivated catalogues).',
      params: catParam,
      body: categoryPatch,
      ok: categoryReply,
    },
    async (c, { storeId, params, body }) => {
      if (!(await updateCategory(shopOf(c, storeId), params.catId, body as Partial<Category>)))
        return refuseOwner(c, storeId, 404, NO_SUCH_CATEGORY);
      return changed(c, storeId, 'category changed', {
        category: await readCategory(shopOf(c, storeId), params.catId),
      });
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/items',
      tag: TAG,
      summary: 'List items',
      description:
        "Items of the shop (disabled ones included), by category and position; page with `cursor` (the previous page's `next_cursor`; `offset` still works).",
      query: itemListQuery.extend(pageQuery(['text', 'int', 'text', 'text'], 50)),
      ok: okSchema('ItemList', { items: z.array(itemOut), total: z.number().int(), ...nextCursor }),
    },
    async (c, { storeId, query }) => ownerReply(c, await listItems(shopOf(c, storeId), query)),
  );

  ownerRoute(
    app,
    {
      method: 'post',
      path: '/items',
      tag: TAG,
      summary: 'Create an item',
      description:
        "Prices in integer paise. STOCK_QTY null or -1: stock not tracked. CAT_ID must be one of the shop's categories.",
      body: itemCreate,
      ok: itemReply,
      okStatus: 201,
      failures: { 409: 'An item with this ID exists.' },
    },
    async (c, { storeId, body }) => {
      const res = await insertItem(shopOf(c, storeId), body);
      if (res === 'no-category') return refuseOwner(c, storeId, 400, unknownCategory(body.CAT_ID));
      if (res === 'taken') return refuseOwner(c, storeId, 409, itemExists(body.ID));
      const created = await readItemWithVersion(shopOf(c, storeId), body.ID);
      if (created) c.header('ETag', etagOf(created.version));
      return itemsChanged(c, storeId, 'item created', { item: created?.item ?? null }, 201);
    },
  );

  ownerRoute(
    app,
    {
      method: 'get',
      path: '/items/{itemId}',
      tag: TAG,
      summary: 'Read an item',
      params: itemParam,
      ok: itemReply,
    },
    async (c, { storeId, params }) => {
      const found = await readItemWithVersion(shopOf(c, storeId), params.itemId);
      if (!found) return refuseOwner(c, storeId, 404, NO_SUCH_ITEM);
      c.header('ETag', etagOf(found.version));
      return ownerReply(c, { item: found.item });
    },
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/items/{itemId}',
      tag: TAG,
      summary: 'Change, disable or enable an item',
      description:
        'Partial update. `{"IS_DISABLED": true}` hides the item. VARIANTS is replaced as a whole. `null` clears MRP, GST_PERCENT or STOCK_QTY. ' +
        "Send the `ETag` of the item as you read it as `If-Match` and a save against an older version (someone saved the item since) answers 409 `EDIT_CONFLICT` and changes nothing; the reply's ETag is the new version.",
      params: itemParam,
      body: itemPatch,
      ok: itemReply,
      failures: {
        409: 'If-Match named an older version of the item: someone else saved it since (EDIT_CONFLICT). Read it again and re-apply your change.',
      },
    },
    async (c, { storeId, params, body }) => {
      const patch = body as Partial<Item>;
      const ifMatch = readIfMatch(c.req.header('If-Match'));
      if (ifMatch.kind === 'bad') return refuseOwner(c, storeId, 400, BAD_IF_MATCH);
      const shop = shopOf(c, storeId);
      const before = await photosBeforeChange(shop, params.itemId, patch);
      const res = await updateItem(
        shop,
        params.itemId,
        patch,
        ifMatch.kind === 'version' ? ifMatch.version : undefined,
      );
      if (res === 'missing') return refuseOwner(c, storeId, 404, NO_SUCH_ITEM);
      if (res === 'no-category') return refuseOwner(c, storeId, 400, unknownCategory(String(patch.CAT_ID)));
      if (res === 'conflict') {
        const current = await readItemWithVersion(shop, params.itemId);
        if (current) c.header('ETag', etagOf(current.version));
        return refuseOwner(c, storeId, 409, EDIT_CONFLICT);
      }
      await forgetPhotos(shop, before);
      const saved = await readItemWithVersion(shop, params.itemId);
      if (saved) c.header('ETag', etagOf(saved.version));
      return itemsChanged(c, storeId, 'item changed', { item: saved?.item ?? null });
    },
  );
}
