import { z } from '@hono/zod-openapi';
import { NO_SUCH_THING } from '../domain/owner/refusals';
import { mergeOptIn, ondcOptInPatchSchema } from '../domain/ondc/opt-in';
import { itemNetworkPutSchema, itemStanding } from '../domain/ondc/item-fields';
import { NO_VARIANTS, storedItemKind } from '../domain/ondc/variants';
import { networkItems, readOptIn, saveItemFields, saveOptIn } from '../ondc/shop-opt-in';
import { shopOf } from '../middleware/shop-context';
import { refuseOwner } from './owner-language';
import { itemsChanged, ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { idParam, okSchema } from '../app/owner/schemas/common';

const TAG = 'ONDC';

const optInOut = z
  .object({
    enabled: z.boolean(),
    domain: z.string(),
    fssai_licence: z.string().nullable(),
    consumer_care: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    city: z.string(),
  })
  .openapi('OndcOptIn');

const standingOut = z
  .object({
    id: z.string(),
    name: z.string(),
    left_out: z.boolean(),
    missing: z.array(z.string()),
    listed: z.boolean(),
  })
  .openapi('OndcItemStanding');

/** The shop on the ONDC network (issue #39, docs/ondc.md): its opt-in and its items' network fields. */
export function registerOndcRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/ondc',
      tag: TAG,
      summary: "Read the shop's ONDC opt-in and which items are listed",
      description:
        '`ondc` is null until the shop first opts in. Each item on sale is listed with `missing`: the fields its domain requires that it lacks (an item is sent to the network only when nothing is missing and it is not `left_out`).',
      ok: okSchema('OndcReply', { ondc: optInOut.nullable(), items: z.array(standingOut) }),
    },
    async (c, { storeId }) => {
      const shop = shopOf(c, storeId);
      const [optIn, items] = await Promise.all([readOptIn(shop), networkItems(shop)]);
      const domain = optIn?.domain ?? 'ONDC:RET10';
      return ownerReply(c, {
        ondc: optIn,
        items: items.map((i) => ({
          id: i.id,
          name: i.name,
          ...itemStanding(domain, i.left_out, i.fields, storedItemKind(i.cat_id, i.variants)),
        })),
      });
    },
  );

  ownerRoute(
    app,
    {
      method: 'patch',
      path: '/ondc',
      tag: TAG,
      summary: 'Opt in to (or out of) selling on ONDC',
      description:
        '`{ enabled, domain: "ONDC:RET10" | "ONDC:RET11" | "ONDC:RET12" | "ONDC:RET13" | "ONDC:RET14" | "ONDC:RET16" | "ONDC:RET18", fssai_licence?, consumer_care: { name, email, phone }, city: "std:011" }`. Fields not sent keep their saved values; `domain`, `city` and `consumer_care` are required the first time, and a 14-digit `fssai_licence` to be enabled in RET10 or RET11.',
      body: ondcOptInPatchSchema,
      ok: okSchema('OndcOptInReply', { ondc: optInOut }),
    },
    async (c, { storeId, body }) => {
      const shop = shopOf(c, storeId);
      const merged = mergeOptIn(await readOptIn(shop), body);
      if (!merged.ok)
        return refuseOwner(c, storeId, 400, { code: 'INVALID_FIELD', rsn: merged.rsn, field: merged.field });
      await saveOptIn(c.env, shop, merged.optIn, Date.now());
      return itemsChanged(c, storeId, 'ondc opt-in', { ondc: merged.optIn });
    },
  );

  ownerRoute(
    app,
    {
      method: 'put',
      path: '/ondc/items/{itemId}',
      tag: TAG,
      summary: "Set an item's ONDC fields or leave it out",
      description:
        "`{ left_out, fields: { manufacturer, net_quantity, country_of_origin, veg, returnable, cancellable, time_to_ship, available_on_cod, product_code?, nutritional_info?, additives_info?, brand_owner_fssai?, gender?, brand?, colour?, size?, fabric? } }` (product_code: the network's code such as 1:8901234567890 for an EAN or 4:6109 for an HSN; nutritional_info, additives_info and brand_owner_fssai (14 digits): a prepackaged food's declarations, sent once all three are given; gender (male, female, unisex, boy, girl), brand, colour (#RRGGBB), size, fabric: a fashion item's attribute tag): the fields are replaced as a whole. The reply says what the shop's domain still requires.",
      params: { itemId: idParam('itemId', 'aashirvaad-atta') },
      body: itemNetworkPutSchema,
      ok: okSchema('OndcItemReply', { item: standingOut }),
    },
    async (c, { storeId, params, body }) => {
      const shop = shopOf(c, storeId);
      const leftOut = body.left_out ?? false;
      const fields = body.fields ?? {};
      const saved = await saveItemFields(shop, params.itemId, leftOut, fields, Date.now());
      if (!saved) return refuseOwner(c, storeId, 404, NO_SUCH_THING);
      const [optIn, [item]] = await Promise.all([readOptIn(shop), networkItems(shop, [params.itemId])]);
      const standing = itemStanding(
        optIn?.domain ?? 'ONDC:RET10',
        leftOut,
        fields,
        storedItemKind(item?.cat_id ?? '', item?.variants ?? NO_VARIANTS),
      );
      return itemsChanged(c, storeId, 'ondc item fields', {
        item: { id: params.itemId, name: item?.name ?? '', ...standing },
      });
    },
  );
}
