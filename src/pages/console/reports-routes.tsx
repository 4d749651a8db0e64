import type { MessageId } from '../../domain/i18n/messages/en';
import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { gstr1File, ordersFile, REPORT_HEADERS } from '../../app/reports/report-files';
import { istDateOf } from '../../domain/paging';
import { MAX_REPORT_DAYS, previousMonth, reportDays, reportMonth } from '../../domain/reports/report-period';
import { shopOf } from '../../middleware/shop-context';
import { translatorFor } from '../../render/i18n';
import { ownedShop } from './guard';
import { ReportFormsProps } from './reports-part';

/** A Map, not an object: `?report=__proto__` finds nothing. */
const PROBLEMS = new Map<string, { field: 'month' | 'days'; id: MessageId }>([
  ['badMonth', { field: 'month', id: 'problem.report.badMonth' }],
  ['noGst', { field: 'month', id: 'problem.report.noGst' }],
  ['badDays', { field: 'days', id: 'problem.report.badDays' }],
  ['tooLong', { field: 'days', id: 'problem.report.tooLong' }],
]);

/** What the forms show: last month and this month so far (IST) unless the owner's typing came back with a problem. */
export function reportFormsOf(c: Context<AppEnv>, store: Store): ReportFormsProps {
  const now = Date.now();
  const today = istDateOf(now);
  const typed = (name: string, fallback: string) => (c.req.query(name) ?? fallback).slice(0, 40);
  const problem = PROBLEMS.get(c.req.query('report') ?? '');
  const t = translatorFor(c.get('lang') ?? 'en').t;
  const gst = store.CART_RULES.GST_REGISTRATION;
  return {
    storeId: store.id,
    gst: !gst ? 'none' : gst.compositionScheme ? 'composition' : 'regular',
    month: typed('month', previousMonth(now)),
    from: typed('from', `${today.slice(0, 8)}01`),
    to: typed('to', today),
    problems: problem ? { [problem.field]: t(problem.id, { days: MAX_REPORT_DAYS }) } : {},
  };
}

/** Back to Insights with the problem named and the owner's typing kept (each value cut to 40 characters). */
function backToInsights(
  c: Context<AppEnv>,
  storeId: string,
  report: string,
  typed: Record<string, string | undefined>,
) {
  const q = new URLSearchParams({ report });
  for (const [k, v] of Object.entries(typed)) if (v !== undefined) q.set(k, v.slice(0, 40));
  return c.redirect(`/admin/${storeId}/insights?${q}#reports-title`, 303);
}

export function registerReportPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/reports/gstr1.csv', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const typed = c.req.query('month');
    const month = reportMonth(typed);
    if (!month.ok) return backToInsights(c, own.store.id, 'badMonth', { month: typed });
    const file = await gstr1File(shopOf(c, own.store.id), month);
    if (!file.ok) return backToInsights(c, own.store.id, 'noGst', { month: typed });
    return c.body(file.body, 200, REPORT_HEADERS(file.filename));
  });

  app.get('/:storeId/reports/orders.csv', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const [from, to] = [c.req.query('from'), c.req.query('to')];
    const days = reportDays(from, to);
    if (!days.ok)
      return backToInsights(c, own.store.id, days.say.id === 'problem.report.tooLong' ? 'tooLong' : 'badDays', {
        from,
        to,
      });
    const file = ordersFile(shopOf(c, own.store.id), days);
    return c.body(file.body, 200, REPORT_HEADERS(file.filename));
  });
}
