import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { shopOf } from '../../middleware/shop-context';
import { translatorFor } from '../../render/i18n';
import type { FieldErrors } from '../../domain/console/item-form';
import { itemStanding } from '../../domain/ondc/item-fields';
import { storedItemKind } from '../../domain/ondc/variants';
import {
  itemNetworkFormValues,
  optInFormValues,
  readItemNetworkForm,
  readOptInForm,
  type FormRefusals,
  type FormText,
} from '../../domain/ondc/console-form';
import { networkItems, readOptIn, saveItemFields, saveOptIn } from '../../ondc/shop-opt-in';
import { consoleFrame } from '../../middleware/page-frame';
import { renderPage } from '../page-shell';
import { formFields, ownedShop } from './guard';
import type { Flash } from './frame';
import { OndcPage, type OndcItemRow } from './ondc-page';
import { OndcItemPage } from './ondc-item-page';

/** An item id as the catalogue keeps them. */
const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function flashOf(c: Context<AppEnv>, errors: FieldErrors): Flash | null {
  const t = translatorFor(c.get('lang') ?? 'en').t;
  if (Object.keys(errors).length) return { kind: 'problem', text: t('console.fixBelow') };
  return c.req.query('saved') ? { kind: 'ok', text: t('console.ondc.saved') } : null;
}

function wordsOf(c: Context<AppEnv>, refused: FormRefusals): FieldErrors {
  const t = translatorFor(c.get('lang') ?? 'en').t;
  return Object.fromEntries(Object.entries(refused).map(([field, id]) => [field, t(id)]));
}

/** The ONDC page: the saved opt-in (or what the owner typed, beside its refusals) and the items not sent yet. */
async function ondcPage(c: Context<AppEnv>, store: Store, typed?: FormText, errors: FieldErrors = {}, status = 200) {
  const shop = shopOf(c, store.id);
  const [optIn, items] = await Promise.all([readOptIn(shop), networkItems(shop)]);
  const domain = optIn?.domain ?? 'ONDC:RET10';
  const rows: OndcItemRow[] = [];
  for (const item of items) {
    const standing = itemStanding(domain, item.left_out, item.fields, storedItemKind(item.cat_id, item.variants));
    if (!standing.listed)
      rows.push({ id: item.id, name: item.name, left_out: item.left_out, missing: standing.missing });
  }
  return renderPage(
    consoleFrame(c),
    <OndcPage
      store={store}
      values={typed ?? optInFormValues(optIn)}
      errors={errors}
      optedIn={optIn?.enabled ?? false}
      rows={rows}
      total={items.length}
      flash={flashOf(c, errors)}
    />,
    { status, cacheControl: 'private, no-store' },
  );
}

/** One item's network page, or null when the shop has no such item on sale. */
async function itemPage(
  c: Context<AppEnv>,
  store: Store,
  itemId: string,
  typed?: FormText,
  errors: FieldErrors = {},
  status = 200,
) {
  const shop = shopOf(c, store.id);
  const [optIn, [item]] = await Promise.all([readOptIn(shop), networkItems(shop, [itemId])]);
  if (!item) return null;
  const { missing } = itemStanding(
    optIn?.domain ?? 'ONDC:RET10',
    item.left_out,
    item.fields,
    storedItemKind(item.cat_id, item.variants),
  );
  return renderPage(
    consoleFrame(c),
    <OndcItemPage
      store={store}
      item={{ id: item.id, name: item.name, missing }}
      values={typed ?? itemNetworkFormValues(item.left_out, item.fields)}
      errors={errors}
      flash={flashOf(c, errors)}
    />,
    { status, cacheControl: 'private, no-store' },
  );
}

/**
 * /admin/{storeId}/ondc (issue #39): the shop's opt-in to the ONDC network and its items' network fields, plain
 * forms that save what PATCH .../ondc and PUT .../ondc/items/{itemId} of the owner API save.
 */
export function registerOndcPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/ondc', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? ondcPage(c, own.store) : own.reply;
  });

  app.post('/:storeId/ondc', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const form = await formFields(c);
    const read = readOptInForm(form);
    if (!read.ok) return ondcPage(c, own.store, form, wordsOf(c, read.refused), 400);
    await saveOptIn(c.env, shopOf(c, own.store.id), read.value, Date.now());
    return c.redirect(`/admin/${own.store.id}/ondc?saved=1`, 303);
  });

  app.get('/:storeId/ondc/items/:itemId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const itemId = c.req.param('itemId');
    const page = ITEM_ID.test(itemId) ? await itemPage(c, own.store, itemId) : null;
    return page ?? c.redirect(`/admin/${own.store.id}/ondc`, 303);
  });

  app.post('/:storeId/ondc/items/:itemId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const itemId = c.req.param('itemId');
    if (!ITEM_ID.test(itemId)) return c.redirect(`/admin/${own.store.id}/ondc`, 303);
    const form = await formFields(c);
    const read = readItemNetworkForm(form);
    if (!read.ok) {
      const page = await itemPage(c, own.store, itemId, form, wordsOf(c, read.refused), 400);
      return page ?? c.redirect(`/admin/${own.store.id}/ondc`, 303);
    }
    const saved = await saveItemFields(
      shopOf(c, own.store.id),
      itemId,
      read.value.left_out,
      read.value.fields,
      Date.now(),
    );
    return c.redirect(`/admin/${own.store.id}/ondc${saved ? '?saved=1' : ''}`, 303);
  });
}
