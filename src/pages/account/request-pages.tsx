import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { Suggestion } from '../../data/shop/account-suggestions';
import { accountPaths } from '../../domain/account/entries';
import { Island } from '../../render/island';
import accountForm, { type FormField } from '../../../client/islands/account-form';
import { AccountFrame, EmptyState, useDateTime } from './frame';
import { useT, type Translator } from '../../isomorphic/i18n';

type Base = { tenant: LiveTenant; origin: string };
const page = (s: string, p: string) => accountPaths.page(s, `suggestions${p}`);

/** /account/pages/suggestions: ask the shop for a product, or follow earlier requests. */
export function SuggestionsPage({ tenant, origin, count }: Base & { count: number }) {
  const s = tenant.storeId;
  const { t } = useT();
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={t('account.entry.requests')}
      intro={<p className="muted">{t('account.requests.intro', { shop: tenant.store.STORE_NAME })}</p>}
    >
      <ul className="entry-grid" role="list">
        <li>
          <a className="entry" href={page(s, '/createRequest')}>
            <strong>{t('account.requests.ask')}</strong>
            <span>{t('account.requests.askHint')}</span>
          </a>
        </li>
        <li>
          <a className="entry" href={page(s, '/trackRequest')}>
            <strong>{t('account.requests.track')}</strong>
            <span>{t('account.requests.count', { count })}</span>
          </a>
        </li>
      </ul>
    </AccountFrame>
  );
}

const requestFields = (t: Translator['t']): FormField[] => [
  {
    name: 'PRODUCT_NAME',
    label: t('account.requests.product'),
    min: 2,
    max: 120,
    message: t('account.requests.productMessage'),
    hint: t('account.requests.productHint'),
  },
  {
    name: 'DETAILS',
    label: t('account.requests.details'),
    kind: 'textarea',
    min: 0,
    max: 1000,
    message: t('account.requests.detailsMessage'),
    hint: t('account.requests.detailsHint'),
  },
];

/** /account/pages/suggestions/createRequest */
export function CreateRequestPage({ tenant, origin }: Base) {
  const s = tenant.storeId;
  const { t } = useT();
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={t('account.requests.ask')}
      trail={[{ label: t('account.entry.requests'), href: page(s, '') }]}
    >
      <Island
        hydrate="load"
        of={accountForm}
        props={{
          storeId: s,
          endpoint: '/v2/account/suggestions',
          fields: requestFields(t),
          submitLabel: t('account.requests.send'),
          next: page(s, '/trackRequest'),
        }}
      />
    </AccountFrame>
  );
}

/** /account/pages/suggestions/trackRequest: each request's status and the shop's reply. */
export function TrackRequestsPage({ tenant, origin, suggestions }: Base & { suggestions: Suggestion[] }) {
  const s = tenant.storeId;
  const { t } = useT();
  const formatDateTime = useDateTime();
  return (
    <AccountFrame
      tenant={tenant}
      origin={origin}
      title={t('account.requests.yours')}
      trail={[{ label: t('account.entry.requests'), href: page(s, '') }]}
    >
      {suggestions.length === 0 ? (
        <EmptyState
          title={t('account.requests.empty')}
          text={t('account.requests.emptyText')}
          action={{ href: page(s, '/createRequest'), label: t('account.requests.ask') }}
        />
      ) : (
        <ul className="rows" role="list">
          {suggestions.map((r) => (
            <li key={r.id} className="row">
              <strong>{r.product_name}</strong>
              <span className={`status-pill status-${r.status.toLowerCase()}`}>
                {t(`account.requests.status.${r.status}`)}
              </span>
              {r.details ? <p>{r.details}</p> : null}
              {r.owner_reply ? (
                <p className="owner-reply">
                  <strong>{t('account.requests.reply')}</strong> {r.owner_reply}
                </p>
              ) : null}
              <span className="muted small">{t('account.requests.sent', { date: formatDateTime(r.created_at) })}</span>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}
