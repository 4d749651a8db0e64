import { z } from '@hono/zod-openapi';
import { fail } from '../core/reply';
import { findShop } from '../data/platform/directory';
import { readShopCounts } from '../data/shop-counters';
import { platformRoute, type PlatformApp } from './platform-app';
import { idPathParam } from './schemas';

const counts = z.object({
  views: z.number().int().openapi({
    description: 'Storefront pages shown (GET answered with HTML, 2xx or 304), from the edge cache or rendered',
  }),
  orders: z.number().int().openapi({ description: 'Orders placed' }),
  transformations: z
    .number()
    .int()
    .openapi({ description: 'Image transformations made (uploads, their variants, the resizer)' }),
  errors: z.number().int().openapi({ description: 'Requests of the shop answered 5xx' }),
});

const countersReply = z.object({ status: z.literal(1), id: z.string(), counters: counts }).openapi('ShopCounters');

/**
 * `GET /platform/api/shops/{id}/counters`: the shop's running counts (data/shop-counters.ts). Workers Analytics
 * Engine holds every event with its time (query it with its SQL API for a period); this reads the shop's own totals,
 * which the isolates add every few seconds.
 */
export function registerCounterRoutes(app: PlatformApp): void {
  platformRoute(
    app,
    {
      method: 'get',
      path: '/shops/{id}/counters',
      summary: "Read a shop's counters",
      ok: countersReply,
      description:
        'Totals since the shop began: pages shown, orders placed, image transformations and errors (5xx). ' +
        'Each isolate adds its counts every 10 seconds, so a count may trail by that much; the same events go to Workers Analytics Engine ' +
        '(dataset shop_events: index1 the shop, blob1 the counter, blob2 the route, double2 the status, double3 the milliseconds).',
      request: { params: idPathParam },
      failures: { 404: 'No shop with this id (NOT_FOUND).' },
    },
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findShop(c.env.DB, id))) return fail(c, 404, 'There is no such shop.', 'NOT_FOUND');
      return c.json({ status: 1 as const, id, counters: await readShopCounts(c.env, id) });
    },
  );
}
