import { MAX_REPORT_DAYS } from '../../domain/reports/report-period';
import { useT } from '../../isomorphic/i18n';
import { Field } from './frame';

/**
 * The Insights page's reports for the accountant: GSTR-1 for a month and the orders of a date range, two plain GET
 * forms whose files stream from /admin/{storeId}/reports/*.csv under the console's sign-in, made by the same code
 * as the owner API's (app/reports/report-files.ts). A bad month or range comes back to Insights with its sentence
 * beside the field and what was typed.
 */
export interface ReportFormsProps {
  storeId: string;
  gst: 'regular' | 'composition' | 'none';
  month: string;
  from: string;
  to: string;
  problems: { month?: string; days?: string };
}

export function ReportForms({ storeId, gst, month, from, to, problems }: ReportFormsProps) {
  const { t } = useT();
  const base = `/admin/${storeId}/reports`;
  return (
    <section className="console-card" aria-labelledby="reports-title" data-testid="console-reports">
      <h2 id="reports-title">{t('console.reports.title')}</h2>
      <h3>{t('console.reports.gstr1')}</h3>
      {gst === 'none' ? (
        <p className="muted">
          {t('console.reports.noGst')} <a href={`/admin/${storeId}/shop`}>{t('console.nav.shop')}</a>
        </p>
      ) : (
        <form method="get" action={`${base}/gstr1.csv`} className="console-form" data-testid="console-gstr1-form">
          <Field
            name="month"
            type="month"
            label={t('console.reports.month')}
            value={month}
            error={problems.month}
            required
            pattern="\d{4}-\d{2}"
            hint={t(gst === 'composition' ? 'console.reports.compositionHint' : 'console.reports.gstr1Hint')}
          />
          <button className="button" type="submit">
            {t('console.reports.downloadGstr1')}
          </button>
        </form>
      )}
      <h3>{t('console.reports.orders')}</h3>
      <form method="get" action={`${base}/orders.csv`} className="console-form" data-testid="console-orders-form">
        <p className="console-hint" id="orders-report-hint">
          {t('console.reports.ordersHint', { days: MAX_REPORT_DAYS })}
        </p>
        <Field
          name="from"
          type="date"
          label={t('console.reports.from')}
          value={from}
          required
          pattern="\d{4}-\d{2}-\d{2}"
        />
        <Field
          name="to"
          type="date"
          label={t('console.reports.to')}
          value={to}
          error={problems.days}
          required
          pattern="\d{4}-\d{2}-\d{2}"
        />
        <button className="button" type="submit" aria-describedby="orders-report-hint">
          {t('console.reports.downloadOrders')}
        </button>
      </form>
    </section>
  );
}
