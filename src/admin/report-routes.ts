import { createRoute, z } from '@hono/zod-openapi';
import type { ValidatedContext } from '../middleware/validated-context';
import {
  gstr1File,
  ordersFile,
  REPORT_HEADERS,
  type ReportFile,
  type ReportRefusal,
} from '../app/reports/report-files';
import { MAX_REPORT_DAYS, reportDays, reportMonth, type PeriodRefusal } from '../domain/reports/report-period';
import { shopOf } from '../middleware/shop-context';
import type { OwnerApp } from './owner-app';
import { refuseOwner } from './owner-language';
import { failureSchema, idParam } from '../app/owner/schemas/common';

/**
 * The accountant's files: GET /stores/{storeId}/reports/gstr1.csv?month= and /reports/orders.csv?from=&to=, both
 * written as they are read (app/reports/report-files.ts). Owner keys only: a staff (`orders`) key is refused by
 * ownerAuth like every call outside the order calls (domain/owner/roles.ts).
 */

const failure = (description: string) => ({ description, content: { 'application/json': { schema: failureSchema } } });
const params = z.object({ storeId: idParam('storeId', 'dilli-kirana') });
const csv = (description: string, example: string) => ({
  description,
  content: { 'text/csv': { schema: { type: 'string', example } } },
});
const FAILURES = {
  401: failure('Missing or unknown owner key.'),
  403: failure('A staff (`orders`) key: reports are for the owner (`code: FORBIDDEN_ROLE`).'),
  404: failure("No such shop for this key (including another shop's id)."),
};

const monthQuery = z.object({
  month: z.string().max(40).optional().openapi({ description: 'The IST calendar month, YYYY-MM.', example: '2026-05' }),
});
const daysQuery = z.object({
  from: z.string().max(40).optional().openapi({ description: 'First day (IST), YYYY-MM-DD.', example: '2026-05-01' }),
  to: z
    .string()
    .max(40)
    .optional()
    .openapi({ description: 'Last day (IST), YYYY-MM-DD, inclusive.', example: '2026-05-31' }),
});

const gstr1Route = createRoute({
  method: 'get',
  path: '/stores/{storeId}/reports/gstr1.csv',
  tags: ['Reports'],
  summary: 'GSTR-1 for a month (CSV)',
  description:
    "The tables of GSTR-1 for one IST calendar month, from the shop's invoices and credit notes of that month, taxed exactly as their PDFs: " +
    "each table is a section row (its code, as GSTN's offline tool names the sheet: b2b, b2cl, cdnr, cdnur, b2cs, exemp, hsn(b2b), hsn(b2c), docs), " +
    'a header row and its rows, amounts in rupees with paise. Every supply of the month is first given its invoice number, as opening its ' +
    'invoice would. A composition-scheme shop (bills of supply) files no GSTR-1: it gets sections bills, hsn and docs. See docs/owner-api.md, Reports.',
  security: [{ ownerKey: [] }],
  request: { params, query: monthQuery },
  responses: {
    200: csv(
      'The CSV file (UTF-8 with a byte order mark), streamed.',
      'GSTR-1 2026-05,07AAJPA4821K1ZU,Dilli Kirana Store\r\n',
    ),
    400: failure('`month` is missing or not a YYYY-MM month (`field: month`).'),
    ...FAILURES,
    409: failure('The shop has no GST registration (`code: NO_GST_REGISTRATION`).'),
  },
} as Parameters<typeof createRoute>[0]);

const ordersRoute = createRoute({
  method: 'get',
  path: '/stores/{storeId}/reports/orders.csv',
  tags: ['Reports'],
  summary: 'Orders of a date range (CSV)',
  description:
    `One row per order placed on the IST days from..to (both inclusive, at most ${MAX_REPORT_DAYS} days), oldest first: order, placed (IST), ` +
    'status, customer, phone, payment, items, subtotal, delivery, other charges, discount, GST, total (rupees), invoice and credit note numbers ' +
    '(empty until issued). Cells that begin with =, +, -, @, a tab or a line break are written with a leading apostrophe.',
  security: [{ ownerKey: [] }],
  request: { params, query: daysQuery },
  responses: {
    200: csv(
      'The CSV file (UTF-8 with a byte order mark), streamed.',
      'Order,Placed (IST),Status,Customer,Phone,Payment,Items,Subtotal,Delivery,Other charges,Discount,GST,Total,Invoice,Credit note\r\n',
    ),
    400: failure(
      '`from` or `to` is missing or not a date, `to` is before `from`, or the range is longer than the cap (`field` names which).',
    ),
    ...FAILURES,
  },
} as Parameters<typeof createRoute>[0]);

type Ctx<Q> = ValidatedContext<{ param: z.output<typeof params>; query: Q }>;

function reply(c: Ctx<unknown>, storeId: string, file: ReportFile | ReportRefusal | PeriodRefusal) {
  if (!file.ok) {
    const http = 'http' in file ? file.http : 400;
    return refuseOwner(c, storeId, http, {
      code: 'code' in file ? file.code : 'INVALID',
      rsn: file.rsn,
      say: file.say,
      field: 'field' in file ? file.field : undefined,
    });
  }
  return c.body(file.body, 200, REPORT_HEADERS(file.filename));
}

export function registerReportRoutes(app: OwnerApp): void {
  app.openapi(gstr1Route, (async (c: Ctx<z.output<typeof monthQuery>>) => {
    const { storeId } = c.req.valid('param');
    const month = reportMonth(c.req.valid('query').month);
    return reply(c, storeId, month.ok ? await gstr1File(shopOf(c, storeId), month) : month);
  }) as never);

  app.openapi(ordersRoute, (async (c: Ctx<z.output<typeof daysQuery>>) => {
    const { storeId } = c.req.valid('param');
    const { from, to } = c.req.valid('query');
    const days = reportDays(from, to);
    return reply(c, storeId, days.ok ? ordersFile(shopOf(c, storeId), days) : days);
  }) as never);
}
