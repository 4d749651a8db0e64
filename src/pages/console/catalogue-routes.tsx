import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Item } from '../../domain/tables/items';
import { listCategories, readItem, readItemWithVersion } from '../../data/shop/owner-catalogue';
import { CATALOGUE_FILTERS, findCatalogueItems, type CatalogueFilter } from '../../data/shop/console-catalogue';
import { shopOf } from '../../middleware/shop-context';
import { changeItem, createItem, type Refused } from '../../app/owner/use-cases';
import {
  formFieldOf,
  itemBodyFromForm,
  itemFormValues,
  type FieldErrors,
  type FormValues,
} from '../../domain/console/item-form';
import { idFromName } from '../../domain/console/ids';
import { shopLanguages } from '../../domain/i18n/languages';
import { isRouteWord } from '../../domain/route-words';
import { translatorFor } from '../../render/i18n';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { formFields, ownedShop } from './guard';
import { formErrorWords, refusalWords } from './refusal-words';
import type { Lang } from '../../domain/i18n/languages';
import { CataloguePage, PAGE_SIZE } from './catalogue-pages';
import { ItemPage, NEW_ITEM_PHOTOS } from './item-edit-page';
import { NEW_ITEM_MAX_MB, readNewItemForm } from './new-item-form';
import { addItemPhoto } from '../../app/owner/photos';
import type { Flash } from './frame';
import { registerItemRemoval } from './item-removal-routes';

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const pathOf = (c: Context<AppEnv>) => {
  const u = new URL(c.req.url);
  u.searchParams.delete('lang');
  return `${u.pathname}${u.search}`;
};
// an item's pages may answer the previous version for a few seconds while they render again (docs/architecture.md)
const savedFlash = (c: Context<AppEnv>): Flash | null =>
  c.req.query('saved') ? { kind: 'ok', text: translatorFor(c.get('lang') ?? 'en').t('console.savedItem') } : null;
const problem = (c: Context<AppEnv>): Flash => ({
  kind: 'problem',
  text: translatorFor(c.get('lang') ?? 'en').t('console.fixBelow'),
});

/** A refusal of the use case, shown beside the form field it is about. */
const errorsOf = (r: Refused, lang?: Lang): FieldErrors => ({
  [formFieldOf(r.path) || r.field]: refusalWords(r, lang),
});

/** The new item or an item's page, with the form's values, its problems beside their fields, and a notice. */
async function itemPage(
  c: Context<AppEnv>,
  item: Item | null,
  values: FormValues,
  errors: FieldErrors,
  status = 200,
  version?: number,
  notice?: Flash,
) {
  const own = await ownedShop(c);
  if (!own.ok) return own.reply;
  const categories = await listCategories(shopOf(c, own.store.id));
  const photoRefusal = c.req.query('photo');
  const flash =
    notice ??
    (Object.keys(errors).length
      ? problem(c)
      : photoRefusal
        ? { kind: 'problem' as const, text: photoRefusal.slice(0, 600) }
        : savedFlash(c));
  return renderPage(
    consoleFrame(c),
    <ItemPage
      store={own.store}
      categories={categories}
      item={item}
      values={values}
      errors={errors}
      flash={flash}
      path={pathOf(c)}
      version={version === undefined ? undefined : String(version)}
    />,
    { status },
  );
}

/**
 * The new item's post (photo first: its photos come with it, up to NEW_ITEM_MAX_MB), registered before the console's
 * 64 KB limit on forms (routes.tsx).
 */
export function registerNewItem(app: Hono<AppEnv>): void {
  app.post('/:storeId/catalogue/new', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const t = translatorFor(c.get('lang') ?? 'en').t;
    const posted = await readNewItemForm(c, NEW_ITEM_PHOTOS);
    if (!posted.ok)
      return itemPage(c, null, {}, {}, 413, undefined, {
        kind: 'problem',
        text: t('console.newPhotos.tooMuch', { mb: NEW_ITEM_MAX_MB }),
      });
    const form = posted.fields;
    const { body, ...problems } = itemBodyFromForm(form, shopLanguages(own.store.LANGUAGE, own.store.LANGUAGES));
    // a file input cannot be filled again: the owner is told to pick the photos once more
    const again = posted.photos.length
      ? { kind: 'problem' as const, text: `${t('console.fixBelow')} ${t('console.newPhotos.again')}` }
      : undefined;
    if (Object.keys(problems.errors).length)
      return itemPage(c, null, form, formErrorWords(problems, c.get('lang')), 400, undefined, again);
    const shop = shopOf(c, storeId);
    let done = null;
    // an id from the name; a name another item has already gets the next free number
    for (let n = 1; n <= 5; n++) {
      const base = idFromName(String(body.ITEM_NAME ?? ''));
      const id = n === 1 ? base : `${base}-${n}`;
      if (isRouteWord(id) || (await readItem(shop, id))) continue;
      done = await createItem(c.env, shopOf(c, storeId), { ...body, ID: id });
      if (done.ok || done.field !== 'ID') break;
    }
    if (!done)
      done = await createItem(c.env, shopOf(c, storeId), {
        ...body,
        ID: `${idFromName(String(body.ITEM_NAME ?? ''))}-${Date.now().toString(36)}`,
      });
    if (!done.ok) return itemPage(c, null, form, errorsOf(done, c.get('lang')), done.status, undefined, again);
    const itemId = done.value.ID;
    // the item is saved; each photo is added in the order chosen, and a refused one is named with its reason
    const refused: string[] = [];
    for (const [i, photo] of posted.photos.entries()) {
      const added = await addItemPhoto(c.env, shopOf(c, storeId), itemId, photo.bytes);
      if (!added.ok)
        refused.push(
          t('console.newPhotos.refused', {
            n: i + 1,
            name: photo.name || '—',
            reason: refusalWords(added, c.get('lang')),
          }),
        );
    }
    const query = new URLSearchParams({ saved: '1' });
    if (refused.length) query.set('photo', refused.join(' ').slice(0, 600));
    return c.redirect(`/admin/${storeId}/catalogue/${itemId}?${query}`, 303);
  });
}

export function registerCatalogue(app: Hono<AppEnv>): void {
  registerItemRemoval(app);
  app.get('/:storeId/catalogue', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const q = (c.req.query('q') ?? '').slice(0, 100);
    const f = c.req.query('filter');
    const filter: CatalogueFilter = CATALOGUE_FILTERS.find((x) => x === f) ?? 'all';
    const offset = Math.min(Math.max(0, Math.floor(Number(c.req.query('offset')) || 0)), 100_000);
    const { items, more, total, capped } = await findCatalogueItems(shopOf(c, own.store.id), {
      q,
      filter,
      limit: PAGE_SIZE,
      offset,
    });
    return renderPage(
      consoleFrame(c),
      <CataloguePage
        store={own.store}
        items={items}
        more={more}
        total={total}
        capped={capped}
        q={q}
        filter={filter}
        offset={offset}
        flash={savedFlash(c)}
        path={pathOf(c)}
      />,
    );
  });

  app.get('/:storeId/catalogue/new', (c) => itemPage(c, null, { CAT_ID: c.req.query('category') ?? '' }, {}));

  app.get('/:storeId/catalogue/:itemId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const itemId = c.req.param('itemId');
    const found = ID.test(itemId) ? await readItemWithVersion(shopOf(c, own.store.id), itemId) : null;
    if (!found) return c.redirect(`/admin/${own.store.id}/catalogue`, 303);
    return itemPage(c, found.item, itemFormValues(found.item), {}, 200, found.version);
  });

  app.post('/:storeId/catalogue/:itemId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const itemId = c.req.param('itemId');
    const shop = shopOf(c, storeId);
    const found = ID.test(itemId) ? await readItemWithVersion(shop, itemId) : null;
    if (!found) return c.redirect(`/admin/${storeId}/catalogue`, 303);
    const before = found.item;
    const form = await formFields(c);
    // the version the form was opened at; a form without one (an old page) saves as before
    const opened = /^\d{1,15}$/.test(form.version ?? '') ? Number(form.version) : undefined;
    const { body, ...problems } = itemBodyFromForm(
      form,
      shopLanguages(own.store.LANGUAGE, own.store.LANGUAGES),
      before,
    );
    if (Object.keys(problems.errors).length)
      return itemPage(c, before, form, formErrorWords(problems, c.get('lang')), 400, opened ?? found.version);
    const done = await changeItem(c.env, shopOf(c, storeId), itemId, body, opened);
    if (!done.ok && done.code === 'EDIT_CONFLICT') {
      // the item as it is now (the other save), at its new version: the owner sees it and makes the change again
      const now = (await readItemWithVersion(shop, itemId)) ?? found;
      const text = translatorFor(c.get('lang') ?? 'en').t('console.item.conflict');
      return itemPage(c, now.item, itemFormValues(now.item), {}, 409, now.version, { kind: 'problem', text });
    }
    if (!done.ok) return itemPage(c, before, form, errorsOf(done, c.get('lang')), done.status, opened ?? found.version);
    return c.redirect(`/admin/${storeId}/catalogue/${itemId}?saved=1`, 303);
  });

  /** The list's one tap: out of stock is STOCK_QTY 0; back in stock is "not counted" (the owner counts on the item page). */
  app.post('/:storeId/catalogue/:itemId/stock', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const storeId = own.store.id;
    const itemId = c.req.param('itemId');
    const form = await formFields(c);
    if (ID.test(itemId))
      await changeItem(c.env, shopOf(c, storeId), itemId, { STOCK_QTY: form.inStock === 'yes' ? null : 0 });
    // back to the same search and filter
    const list = new URLSearchParams();
    if (form.q) list.set('q', form.q.slice(0, 100));
    if (form.filter === 'out' || form.filter === 'hidden' || form.filter === 'archived')
      list.set('filter', form.filter);
    list.set('saved', '1');
    return c.redirect(`/admin/${storeId}/catalogue?${list}`, 303);
  });
}
