import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../middleware/app-env';
import type { ValidatedContext } from '../middleware/validated-context';
import {
  BAD_BODY,
  BAD_JSON,
  IMPORT_MEDIA_TYPE,
  importInvalid,
  importTooLarge,
  invalidSetting,
} from '../domain/owner/setting-refusals';
import { ownerSays, ownerSpeaker, refuseOwner } from './owner-language';
import { decodeCsvBytes, type RowFailure } from '../domain/catalogue/import-rows';
import { writeCatalogueImport } from '../data/shop/owner-import';
import { importImages } from '../data/media/import-photos';
import { recordNamedImages } from '../data/media/resizer-sources';
import { shopOf } from '../middleware/shop-context';
import {
  MAX_IMPORT_CATEGORIES,
  MAX_IMPORT_ITEMS,
  planCsvImport,
  planJsonImport,
  type ImportPlanResult,
} from './import-plan';
import { changed, type OwnerApp } from './owner-app';
import { categoryCreate, itemCreate } from '../app/owner/schemas/catalogue';
import { failureSchema, idParam, okSchema } from '../app/owner/schemas/common';
import type { ShopData } from '../data/shop/shop-data';
import { saveImportedNetworkFields } from '../ondc/shop-opt-in';

/** POST /stores/{storeId}/import: many categories and items at once, as JSON or CSV, all or nothing. */

const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const MAX_LISTED_FAILURES = 500;

const importJson = z
  .strictObject({
    categories: z.array(categoryCreate).max(MAX_IMPORT_CATEGORIES).optional(),
    items: z.array(itemCreate).max(MAX_IMPORT_ITEMS).optional(),
  })
  .openapi('CatalogueImport');
const importFailure = failureSchema
  .extend({
    failed: z
      .array(z.object({ row: z.number().int(), field: z.string(), rsn: z.string() }))
      .optional()
      .openapi({
        description:
          'Every problem found (at most 500 listed): CSV rows count from 1 after the header; JSON rows are indexes in their array.',
      }),
  })
  .openapi('ImportFailure');
const CSV_EXAMPLE =
  'category,id,name,price,mrp,stock,gst,description,image\natta-flours,aashirvaad-atta-5kg,Aashirvaad Atta 5 kg,285.00,310.00,40,5,Whole wheat chakki atta,\n';

const failure = (description: string, schema: z.ZodType = failureSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

const params = z.object({ storeId: idParam('storeId', 'dilli-kirana') });

const route = createRoute({
  method: 'post',
  path: '/stores/{storeId}/import',
  middleware: [
    bodyLimit({
      maxSize: MAX_IMPORT_BYTES,
      onError: (c) => refuseOwner(c, c.get('logStoreId') ?? '', 413, importTooLarge(MAX_IMPORT_BYTES / 1024 / 1024)),
    }),
  ],
  tags: ['Catalogue'],
  summary: 'Import categories and items (JSON or CSV)',
  description:
    `Creates or updates by id, all or nothing, in one transaction. JSON: {categories, items} with elements exactly as POST /categories and POST /items take them ` +
    `(at most ${MAX_IMPORT_CATEGORIES} categories and ${MAX_IMPORT_ITEMS} items); an existing id changes only the fields sent. ` +
    `CSV (Content-Type: text/csv): header category,id,name,price,mrp,stock,gst,description,image; prices in rupees (45.50); empty stock = not tracked; ` +
    `the category column takes a category's id or its name (in any of the shop's languages); one the shop lacks is created (a name: with an id made from it, Hindi and Tamil read out in Latin letters; an id: with a name made from it) and listed in createdCategories. Optional ONDC columns (ondc_left_out, ondc_manufacturer, ondc_net_quantity, ondc_country_of_origin, ondc_veg, ondc_returnable, ondc_cancellable, ondc_time_to_ship, ondc_available_on_cod, ondc_product_code; yes/no cells as yes or no) replace each row's network fields as PUT /ondc/items/{itemId} does; a row whose ondc_ cells are all empty keeps them. Every row is checked first; any failure answers 400 IMPORT_INVALID listing them and changes nothing. ` +
    `Image addresses (IMAGE, IMAGES, CAT_IMAGE, the CSV image column) that are http(s) URLs are fetched once into the shop's photos, checked like an upload ` +
    `(https with a public host name only, at most 15 MB, a JPEG, PNG, WebP or AVIF; at most 100 new images per import, 4 at a time); an image that fails leaves the placeholder and is listed in \`warnings\`, it does not fail the import.`,
  security: [{ ownerKey: [] }],
  request: {
    params,
    body: {
      required: true,
      content: {
        // A reference, not the zod schema: rows are validated one by one below, so the reply can list every failing row.
        'application/json': { schema: { $ref: '#/components/schemas/CatalogueImport' } },
        'text/csv': { schema: { type: 'string', example: CSV_EXAMPLE } },
      },
    },
  },
  responses: {
    200: {
      description:
        'Imported: how many categories and items were created and how many updated (together); `warnings` lists the images that could not be fetched (those fields show the placeholder).',
      content: {
        'application/json': {
          schema: okSchema('ImportReply', {
            created: z.number().int(),
            updated: z.number().int(),
            warnings: z.array(z.object({ row: z.number().int(), field: z.string(), rsn: z.string() })).optional(),
            createdCategories: z
              .array(z.object({ CAT_ID: z.string(), CAT_NAME: z.string() }))
              .optional()
              .openapi({
                description: 'CSV: the categories the import made (a category column naming one the shop lacked)',
              }),
          }),
        },
      },
    },
    400: failure(
      'Malformed JSON or CSV, or rows that fail validation (`failed` lists them). Nothing was changed.',
      importFailure,
    ),
    401: failure('Missing or unknown owner key.'),
    404: failure("No such shop for this key (including another shop's id)."),
    413: failure('The body is over 2 MB.'),
    415: failure('The body is neither application/json nor text/csv.'),
  },
} as Parameters<typeof createRoute>[0]);

async function refuseRows(c: Context<AppEnv>, storeId: string, failed: RowFailure[]) {
  const rsn = await ownerSays(c, storeId, importInvalid(failed.length, failed[0]));
  const say = await ownerSpeaker(c, storeId);
  const listed = failed.slice(0, MAX_LISTED_FAILURES).map((f) => ({ row: f.row, field: f.field, rsn: say(f) }));
  return c.json({ status: 0, rsn, code: 'IMPORT_INVALID', failed: listed }, 400);
}

async function planOf(shop: ShopData, type: string, bytes: Uint8Array): Promise<ImportPlanResult> {
  if (type === 'text/csv') {
    const { text, utf8 } = decodeCsvBytes(bytes);
    return planCsvImport(shop, text, utf8);
  }
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, ...BAD_JSON, field: 'body' };
  }
  return planJsonImport(shop, body);
}

export function registerImportRoutes(app: OwnerApp): void {
  app.openAPIRegistry.register('CatalogueImport', importJson);
  app.openapi(route, (async (c: ValidatedContext<{ param: z.output<typeof params> }>) => {
    const { storeId } = c.req.valid('param');
    const type = (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json' && type !== 'text/csv') {
      return refuseOwner(c, storeId, 415, IMPORT_MEDIA_TYPE);
    }
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      return refuseOwner(c, storeId, 400, BAD_BODY);
    }
    const shop = shopOf(c, storeId);
    const result = await planOf(shop, type, bytes);
    if (!result.ok)
      return result.failed
        ? refuseRows(c, storeId, result.failed)
        : refuseOwner(
            c,
            storeId,
            400,
            result.say ? result : invalidSetting(result.field ?? 'body', result.rsn, result.code),
          );
    const fieldName =
      type === 'text/csv' ? () => 'image' : (kind: string, row: number, field: string) => `${kind}.${row}.${field}`;
    const warnings = await importImages(c.env, storeId, result.plan, fieldName);
    const counts = await writeCatalogueImport(shop, result.plan);
    // the rows' ONDC network fields (ondc_… columns), once their items exist
    await saveImportedNetworkFields(shop, result.network ?? [], Date.now());
    await recordNamedImages(c.env, storeId, result.plan);
    return changed(c, storeId, 'catalogue imported', {
      ...counts,
      ...(warnings.length ? { warnings } : {}),
      ...(result.createdCategories ? { createdCategories: result.createdCategories } : {}),
    });
  }) as never);
}
