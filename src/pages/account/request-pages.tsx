import type { Tenant } from '../../data/tenant-loader';
import type { Suggestion } from '../../data/account-suggestions';
import { SUGGESTION_STATUS_TEXT } from '../../domain/account/feedback';
import { accountPaths } from '../../domain/account/entries';
import { Island } from '../../render/island';
import accountForm, { type FormField } from '../../../client/islands/account-form';
import { AccountFrame, EmptyState, formatDateTime } from './frame';

type Base = { tenant: Tenant; origin: string };
const page = (s: string, p: string) => accountPaths.page(s, `suggestions${p}`);

/** /account/pages/suggestions: ask the shop for a product, or follow earlier requests. */
export function SuggestionsPage({ tenant, origin, count }: Base & { count: number }) {
  const s = tenant.storeId;
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Requests" intro={<p className="muted">Can't find something? Ask {tenant.store!.STORE_NAME} to stock it.</p>}>
      <ul className="entry-grid" role="list">
        <li><a className="entry" href={page(s, '/createRequest')}><strong>Ask for a product</strong><span>Tell the shop what you need</span></a></li>
        <li><a className="entry" href={page(s, '/trackRequest')}><strong>Track your requests</strong><span>{count === 1 ? '1 request' : `${count} requests`}</span></a></li>
      </ul>
    </AccountFrame>
  );
}

const REQUEST_FIELDS: FormField[] = [
  { name: 'PRODUCT_NAME', label: 'Product', min: 2, max: 120, message: 'Please name the product you are looking for.', hint: 'For example: “Organic jaggery powder, 1 kg”' },
  { name: 'DETAILS', label: 'Details', kind: 'textarea', min: 0, max: 1000, message: 'Please keep the details under 1000 characters.', hint: 'Brand, size, how many you need, by when…' },
];

/** /account/pages/suggestions/createRequest */
export function CreateRequestPage({ tenant, origin }: Base) {
  const s = tenant.storeId;
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Ask for a product" trail={[{ label: 'Requests', href: page(s, '') }]}>
      <Island hydrate="load" of={accountForm} props={{ storeId: s, endpoint: '/v2/account/suggestions', fields: REQUEST_FIELDS, submitLabel: 'Send request', next: page(s, '/trackRequest') }} />
    </AccountFrame>
  );
}

/** /account/pages/suggestions/trackRequest: each request's status and the shop's reply. */
export function TrackRequestsPage({ tenant, origin, suggestions }: Base & { suggestions: Suggestion[] }) {
  const s = tenant.storeId;
  return (
    <AccountFrame tenant={tenant} origin={origin} title="Your requests" trail={[{ label: 'Requests', href: page(s, '') }]}>
      {suggestions.length === 0 ? (
        <EmptyState title="No requests yet" text="Ask the shop for a product it does not sell yet." action={{ href: page(s, '/createRequest'), label: 'Ask for a product' }} />
      ) : (
        <ul className="rows" role="list">
          {suggestions.map((r) => (
            <li key={r.id} className="row">
              <strong>{r.product_name}</strong>
              <span className={`status-pill status-${r.status.toLowerCase()}`}>{SUGGESTION_STATUS_TEXT[r.status]}</span>
              {r.details ? <p>{r.details}</p> : null}
              {r.owner_reply ? <p className="owner-reply"><strong>Shop's reply:</strong> {r.owner_reply}</p> : null}
              <span className="muted small">Sent {formatDateTime(r.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
    </AccountFrame>
  );
}
