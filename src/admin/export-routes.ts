import { createRoute, z } from '@hono/zod-openapi';
import type { ValidatedContext } from '../middleware/validated-context';
import { listItems } from '../data/shop/owner-catalogue';
import { shopOf } from '../middleware/shop-context';
import { networkRecordsForExport } from '../ondc/shop-opt-in';
import { catalogueCsv } from '../domain/catalogue/csv-export';
import { MAX_IMPORT_ITEMS } from './import-plan';
import type { OwnerApp } from './owner-app';
import { failureSchema, idParam } from '../app/owner/schemas/common';

/** GET /stores/{storeId}/catalogue.csv: the catalogue in the import's CSV shape, a page the import takes whole. */

const failure = (description: string) => ({ description, content: { 'application/json': { schema: failureSchema } } });

const params = z.object({ storeId: idParam('storeId', 'dilli-kirana') });
const query = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_IMPORT_ITEMS).default(MAX_IMPORT_ITEMS),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const route = createRoute({
  method: 'get',
  path: '/stores/{storeId}/catalogue.csv',
  tags: ['Catalogue'],
  summary: "Export the catalogue as CSV (the import's shape)",
  description:
    `The items as POST /import reads CSV: columns category,id,name,price,mrp,stock,gst,description,image,hsn; prices in rupees; empty mrp/gst/stock for none. ` +
    `A shop on ONDC also gets the ondc_ columns (its items' network fields, as the import reads them). ` +
    `Importing the file changes nothing. Cells that begin with =, +, - or @ are written with a leading apostrophe so a spreadsheet shows them as text; the import reads them back unchanged. ` +
    `At most ${MAX_IMPORT_ITEMS} items a file (what one import takes): page with offset; X-Total-Count gives the number of items.`,
  security: [{ ownerKey: [] }],
  request: { params, query },
  responses: {
    200: {
      description: 'The CSV file (UTF-8 with a byte order mark).',
      content: {
        'text/csv': {
          schema: { type: 'string', example: 'category,id,name,price,mrp,stock,gst,description,image,hsn\r\n' },
        },
      },
    },
    400: failure('Invalid limit or offset.'),
    401: failure('Missing or unknown owner key.'),
    403: failure('A staff (`orders`) key.'),
    404: failure("No such shop for this key (including another shop's id)."),
  },
} as Parameters<typeof createRoute>[0]);

export function registerExportRoutes(app: OwnerApp): void {
  app.openapi(route, (async (
    c: ValidatedContext<{ param: z.output<typeof params>; query: z.output<typeof query> }>,
  ) => {
    const { storeId } = c.req.valid('param');
    const { limit, offset } = c.req.valid('query');
    const shop = shopOf(c, storeId);
    // a shop on ONDC also gets its items' network fields, in the ondc_ columns the import reads
    const [{ items, total }, network] = await Promise.all([
      listItems(shop, { limit, offset }),
      networkRecordsForExport(shop),
    ]);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${storeId}-catalogue${offset ? `-${offset}` : ''}.csv"`);
    c.header('X-Total-Count', String(total));
    return c.body(catalogueCsv(items, network ?? undefined));
  }) as never);
}
