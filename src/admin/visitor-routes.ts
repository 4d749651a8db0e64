import { z } from '@hono/zod-openapi';
import { dayKey } from '../domain/plugins/tracking';
import { ownerReply, ownerRoute, type OwnerApp } from './owner-app';
import { okSchema } from '../app/owner/schemas/common';

const visitorSchema = z
  .object({
    visitorId: z.string(),
    TOTAL_VIEW_TIME: z.number().int(),
    NAME: z.string().nullable(),
    MOBILE: z.string().nullable(),
    LAST_SERVER_SYNC: z.number().int(),
    LAST_VIEW_TIME: z.number().int(),
    LAST_PAGE: z.string(),
    PAGE_URL: z.string(),
    LAST_BROWSER: z.string(),
    LAST_OS: z.string(),
    VISIT_COUNT: z.number().int(),
    VIEWED_ITEMS: z.array(z.string()),
  })
  .openapi('OnlineVisitor');

/** Live visitors from the shop's StoreLive object, plus today's day-wise records and product visits. */
export function registerVisitorRoutes(app: OwnerApp): void {
  ownerRoute(
    app,
    {
      method: 'get',
      path: '/visitors',
      tag: 'Stats',
      summary: 'Read online visitors',
      description:
        "Visitors heard from in the last 25 s (presence every 12 s; each tick adds 12000 ms of view time), today's day-wise records (Indian calendar day) and the latest product-visit log entries. Shops whose name has 20 or more characters are not tracked.",
      ok: okSchema('VisitorsReply', {
        online: z.array(visitorSchema),
        day: z.string(),
        daywise: z.array(
          z.object({ visitor_id: z.string(), TOTAL_VIEW_TIME: z.number().int(), LAST_SYNC: z.number().int() }),
        ),
        productLog: z.array(
          z.object({ time: z.number().int(), PROD_ID: z.string(), BROWSER: z.string(), PROD_VISIT: z.number().int() }),
        ),
      }),
    },
    async (c, { storeId }) => {
      const live = c.env.STORE_LIVE.get(c.env.STORE_LIVE.idFromName(storeId));
      const day = dayKey(Date.now());
      const [online, history] = await Promise.all([live.online(), live.history(day)]);
      return ownerReply(c, { online, day, ...(history as { daywise: never[]; productLog: never[] }) });
    },
  );
}
