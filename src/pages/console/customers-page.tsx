import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { shopOf } from '../../middleware/shop-context';
import { recordLedgerEntry, udhaarBody, walletBody, type LedgerEntry } from '../../app/owner/customers';
import { readCustomerSummary, searchCustomers, type CustomerSummary } from '../../data/shop/owner-customers';
import { readCustomerQuery } from '../../domain/account/owner-entries';
import { formatMoney } from '../../domain/money';
import { rupeesToPaise } from '../../domain/console/money-text';
import { describeIssue, type IssueLike } from '../../domain/owner/issues';
import { renderHtml } from '../render-page';
import { useT } from '../../isomorphic/i18n';
import { translatorFor } from '../../render/i18n';
import { formFields, ownedShop } from './guard';
import { refusalWords } from './refusal-words';
import { ConsoleFrame, Field, type Flash } from './frame';
import { flashOf } from './shop-pages';
import { hrefWith, PageLinks } from './paging-links';
import { decodeCursor } from '../../domain/paging';
import { LimitForm, registerCustomerLimit } from './customer-limit';

/* The console's customers: find one by phone or name, then record wallet and udhaar entries in rupees. */

function LedgerForm({
  base,
  c,
  kind,
  error,
}: {
  base: string;
  c: CustomerSummary;
  kind: 'wallet' | 'udhaar';
  error?: string;
}) {
  const { t } = useT();
  const id = `${kind}-${c.uid}`;
  return (
    <form
      method="post"
      action={`${base}/${c.uid}/${kind}`}
      className="console-ledger"
      noValidate
      data-testid={`console-${kind}-form`}
    >
      <div className="console-field">
        <label htmlFor={`${id}-type`}>
          {t(kind === 'wallet' ? 'console.customers.walletEntry' : 'console.customers.udhaarEntry')}
        </label>
        <select id={`${id}-type`} name="type">
          {kind === 'wallet' ? (
            <>
              <option value="CREDIT">{t('console.customers.credit')}</option>
              <option value="DEBIT">{t('console.customers.debit')}</option>
            </>
          ) : (
            <>
              <option value="REPAYMENT">{t('console.customers.repayment')}</option>
              <option value="CHARGE">{t('console.customers.charge')}</option>
            </>
          )}
        </select>
      </div>
      <div className="console-pair">
        <Field
          name="amount"
          idFor={`${id}-amount`}
          label={t('console.customers.amount')}
          inputMode="decimal"
          required
          error={error}
        />
        <Field name="note" idFor={`${id}-note`} label={t('console.customers.note')} maxLength={200} />
      </div>
      <input type="hidden" name="idempotencyKey" value={crypto.randomUUID().replace(/-/g, '')} />
      <button className="button button-small" type="submit">
        {t('console.customers.record')}
      </button>
    </form>
  );
}

function CustomersPage({
  store,
  q,
  customers,
  total,
  errors,
  flash,
  paged,
  nextCursor,
}: {
  store: Store;
  q: string;
  customers: CustomerSummary[];
  total: number;
  errors: Record<string, string>;
  flash: Flash | null;
  paged: boolean;
  nextCursor: string | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}/customers`;
  const money = (p: number) => formatMoney(p, store.CURRENCY);
  return (
    <ConsoleFrame store={store} section="customers" title={t('console.customers.title')} flash={flash} path={base}>
      <form method="get" action={base} className="console-search" role="search">
        <Field name="q" label={t('console.customers.find')} value={q} type="search" />
        <button className="button button-quiet" type="submit">
          {t('console.search')}
        </button>
      </form>
      <p className="small">
        {t('console.customers.more')}{' '}
        <a href={`/admin/${store.id}/questions`} data-testid="console-questions-link">
          {t('console.questions.title')}
        </a>{' '}
        ·{' '}
        <a href={`/admin/${store.id}/reviews`} data-testid="console-reviews-link">
          {t('console.reviews.title')}
        </a>{' '}
        ·{' '}
        <a href={`/admin/${store.id}/requests`} data-testid="console-requests-link">
          {t('console.requests.title')}
        </a>{' '}
        ·{' '}
        <a href={`/admin/${store.id}/resellers`} data-testid="console-resellers-link">
          {t('console.resellers.title')}
        </a>
      </p>
      {total === 0 ? <p className="muted">{q ? t('console.customers.none') : t('console.customers.hint')}</p> : null}
      <ul className="console-rows">
        {customers.map((c) => (
          <li key={c.uid} className="console-card console-customer" data-testid="console-customer" data-uid={c.uid}>
            <strong>{c.name || c.phone || c.email || c.uid}</strong>
            <span className="muted small">{[c.phone, c.email].filter(Boolean).join(' · ')}</span>
            <p className="small" data-testid="console-balances">
              {t('console.customers.balances', { wallet: money(c.wallet), owed: money(c.udhaarOwed) })}
            </p>
            <LedgerForm base={base} c={c} kind="wallet" error={errors[`wallet-${c.uid}`]} />
            <LedgerForm base={base} c={c} kind="udhaar" error={errors[`udhaar-${c.uid}`]} />
            <LimitForm base={base} c={c} error={errors[`limit-${c.uid}`]} />
          </li>
        ))}
      </ul>
      <PageLinks
        testid="customers-page"
        firstHref={paged ? hrefWith(base, { q }) : null}
        nextHref={nextCursor ? hrefWith(base, { q, cursor: nextCursor }) : null}
      />
    </ConsoleFrame>
  );
}

async function customersPage(
  c: Context<AppEnv>,
  store: Store,
  q: string,
  errors: Record<string, string> = {},
  status = 200,
) {
  // a page link's cursor (most recently seen, then uid); one that is not valid shows the first page
  const cursor =
    decodeCursor(c.req.method === 'GET' ? (c.req.query('cursor') ?? '') : '', ['int', 'text']) ?? undefined;
  const found = await searchCustomers(shopOf(c, store.id), readCustomerQuery(q || undefined), {
    limit: 20,
    offset: 0,
    cursor,
  });
  const failed = Object.values(errors)[0];
  const flash: Flash | null = failed ? { kind: 'problem', text: failed } : flashOf(c, false);
  return renderHtml(
    c,
    <CustomersPage
      store={store}
      q={q}
      customers={found.customers}
      total={found.total}
      errors={errors}
      flash={flash}
      paged={cursor !== undefined}
      nextCursor={found.next_cursor}
    />,
    { status },
  );
}

export function registerCustomerPages(app: Hono<AppEnv>): void {
  registerCustomerLimit(app, customersPage);
  app.get('/:storeId/customers', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? customersPage(c, own.store, (c.req.query('q') ?? '').slice(0, 100)) : own.reply;
  });

  /** A wallet credit or debit, an udhaar repayment or charge: amounts typed in rupees, the API's schema and rules. */
  app.post('/:storeId/customers/:uid/:kind{wallet|udhaar}', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const uid = c.req.param('uid');
    const kind = c.req.param('kind') as 'wallet' | 'udhaar';
    const form = await formFields(c);
    const key = `${kind}-${uid}`;
    const rupees = rupeesToPaise(form.amount ?? '');
    const found = /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? await readCustomerSummary(shopOf(c, own.store.id), uid) : null;
    const q = found?.phone || found?.name || '';
    if (!rupees.ok || !rupees.paise)
      return customersPage(
        c,
        own.store,
        q,
        { [key]: translatorFor(c.get('lang') ?? 'en').t('console.customers.amountFormat') },
        400,
      );
    const parsed = (kind === 'wallet' ? walletBody : udhaarBody).safeParse({
      type: form.type,
      amount: rupees.paise,
      note: form.note ?? '',
      ...(form.idempotencyKey ? { idempotencyKey: form.idempotencyKey } : {}),
    });
    if (!parsed.success)
      return customersPage(
        c,
        own.store,
        q,
        { [key]: refusalWords(describeIssue(parsed.error.issues[0] as IssueLike), c.get('lang')) },
        400,
      );
    const done = await recordLedgerEntry(c.env, shopOf(c, own.store.id), uid, kind, parsed.data as LedgerEntry);
    if (!done.ok) return customersPage(c, own.store, q, { [key]: refusalWords(done, c.get('lang')) }, done.status);
    return c.redirect(`/admin/${own.store.id}/customers?${new URLSearchParams({ q, saved: '1' })}`, 303);
  });
}
