import type { Store } from '../../domain/tables/stores';
import type { listAllSuggestions, listResellerApplications } from '../../data/shop/owner-community';
import { SUGGESTION_STATUS_TEXT, type SuggestionStatus } from '../../domain/account/feedback';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';
import { ConsoleFrame, Field, type Flash } from './frame';
import { hrefWith, PageLinks } from './paging-links';

/*
 * The owner writing back to shoppers from the console, without JavaScript: an answer to a question, a reply to a
 * product request (its status and a note), a decision on a reseller application. The same use cases as the owner
 * API (app/owner/community.ts); a refusal comes back beside its form with the owner's words kept.
 */

type Request = Awaited<ReturnType<typeof listAllSuggestions>>['suggestions'][number];
type Application = Awaited<ReturnType<typeof listResellerApplications>>['resellers'][number];
export type Errors = Record<string, string>;
/** The statuses a reply may give, in the order the owner API's schema lists them. */
const SUGGESTION_STATUSES = Object.keys(SUGGESTION_STATUS_TEXT) as SuggestionStatus[];

export function RequestsPage({
  store,
  requests,
  paged,
  nextCursor,
  errors,
  flash,
}: {
  store: Store;
  requests: Request[];
  paged: boolean;
  nextCursor: string | null;
  errors: Errors;
  flash: Flash | null;
}) {
  const { t } = useT();
  const dateTime = useDateTime();
  const base = `/admin/${store.id}/requests`;
  return (
    <ConsoleFrame store={store} section="customers" title={t('console.requests.title')} path={base} flash={flash}>
      {requests.length === 0 ? <p className="muted">{t('console.requests.none')}</p> : null}
      <ul className="console-rows">
        {requests.map((r) => (
          <li key={r.id} className="console-card" data-testid="console-request" data-id={r.id} data-status={r.status}>
            <strong>{r.productName}</strong>
            <span className="muted small">{dateTime(r.createdAt)}</span>
            {r.details ? <p className="small">{r.details}</p> : null}
            <form
              method="post"
              action={`${base}/${encodeURIComponent(r.id)}`}
              className="console-form"
              noValidate
              data-testid="console-request-form"
            >
              <Field name="status" idFor={`status-${r.id}`} label={t('console.requests.status')} value={r.status}>
                {SUGGESTION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`console.requests.status.${s}`)}
                  </option>
                ))}
              </Field>
              <Field
                name="reply"
                idFor={`reply-${r.id}`}
                label={t('console.requests.reply')}
                value={r.reply}
                error={errors[r.id]}
                multiline
                maxLength={1000}
              />
              <button className="button button-small" type="submit">
                {t('console.requests.save')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <PageLinks
        testid="requests-page"
        firstHref={paged ? base : null}
        nextHref={nextCursor ? hrefWith(base, { cursor: nextCursor }) : null}
      />
    </ConsoleFrame>
  );
}

export function ResellersPage({
  store,
  applications,
  paged,
  nextCursor,
  errors,
  flash,
}: {
  store: Store;
  applications: Application[];
  paged: boolean;
  nextCursor: string | null;
  errors: Errors;
  flash: Flash | null;
}) {
  const { t } = useT();
  const dateTime = useDateTime();
  const base = `/admin/${store.id}/resellers`;
  return (
    <ConsoleFrame store={store} section="customers" title={t('console.resellers.title')} path={base} flash={flash}>
      {applications.length === 0 ? <p className="muted">{t('console.resellers.none')}</p> : null}
      <ul className="console-rows">
        {applications.map((a) => (
          <li
            key={a.uid}
            className="console-card"
            data-testid="console-reseller"
            data-uid={a.uid}
            data-status={a.status}
          >
            <strong>{`${a.name}${a.businessName ? ` · ${a.businessName}` : ''}`}</strong>
            <span className="muted small">{`${a.phone} · ${a.city} · ${dateTime(a.appliedAt)} · ${t(`console.resellers.status.${a.status === 'APPROVED' || a.status === 'REJECTED' ? a.status : 'PENDING'}`)}`}</span>
            {a.about ? <p className="small">{a.about}</p> : null}
            <form
              method="post"
              action={`${base}/${encodeURIComponent(a.uid)}`}
              className="console-form"
              noValidate
              data-testid="console-reseller-form"
            >
              <Field
                name="note"
                idFor={`note-${a.uid}`}
                label={t('console.resellers.note')}
                value=""
                error={errors[a.uid]}
                maxLength={500}
              />
              <div className="console-actions">
                <button
                  className="button button-small"
                  type="submit"
                  name="status"
                  value="APPROVED"
                  aria-label={`${t('console.resellers.approve')}: ${a.name}`}
                >
                  {t('console.resellers.approve')}
                </button>
                <button
                  className="button button-small button-quiet"
                  type="submit"
                  name="status"
                  value="REJECTED"
                  aria-label={`${t('console.resellers.reject')}: ${a.name}`}
                >
                  {t('console.resellers.reject')}
                </button>
              </div>
            </form>
          </li>
        ))}
      </ul>
      <PageLinks
        testid="resellers-page"
        firstHref={paged ? base : null}
        nextHref={nextCursor ? hrefWith(base, { cursor: nextCursor }) : null}
      />
    </ConsoleFrame>
  );
}
