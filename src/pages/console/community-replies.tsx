import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { shopOf } from '../../middleware/shop-context';
import { listAllSuggestions, listResellerApplications } from '../../data/shop/owner-community';
import { answerShopperQuestion, decideApplication, replyToRequest } from '../../app/owner/community';
import { SUGGESTION_STATUSES } from '../../app/owner/schemas/community';
import { renderHtml } from '../render-page';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';
import { formFields, ownedShop } from './guard';
import { ConsoleFrame, Field, type Flash } from './frame';
import { hrefWith, PageLinks } from './paging-links';
import { refusalWords } from './refusal-words';
import { flashOf } from './shop-pages';
import { cursorOf, questionsPage } from './community-pages';

/*
 * The owner writing back to shoppers from the console, without JavaScript: an answer to a question, a reply to a
 * product request (its status and a note), a decision on a reseller application. The same use cases as the owner
 * API (app/owner/community.ts); a refusal comes back beside its form with the owner's words kept.
 */

const PAGE = 50;
const ID = /^[A-Za-z0-9_-]{1,128}$/;
type Request = Awaited<ReturnType<typeof listAllSuggestions>>['suggestions'][number];
type Application = Awaited<ReturnType<typeof listResellerApplications>>['resellers'][number];
type Errors = Record<string, string>;

/** Where a form goes back to: a page of the same list (a path of this shop's console), else the list's first page. */
function backTo(store: Store, list: string, back: string | undefined): string {
  const base = `/admin/${store.id}/${list}`;
  return back && (back === base || back.startsWith(`${base}?`)) && !/[\s\\]/.test(back) ? back : base;
}
const withSaved = (href: string) => `${href}${href.includes('?') ? '&' : '?'}saved=1`;

function RequestsPage({
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

function ResellersPage({
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

async function requestsPage(c: Context<AppEnv>, store: Store, errors: Errors = {}, status: 200 | 400 | 404 = 200) {
  const cursor = cursorOf(c);
  const page = await listAllSuggestions(shopOf(c, store.id), { limit: PAGE, cursor });
  const flash: Flash | null = Object.keys(errors).length
    ? { kind: 'problem', text: Object.values(errors)[0] }
    : flashOf(c, false);
  return renderHtml(
    c,
    <RequestsPage
      store={store}
      requests={page.suggestions}
      paged={cursor !== undefined}
      nextCursor={page.next_cursor}
      errors={errors}
      flash={flash}
    />,
    { status },
  );
}

async function resellersPage(c: Context<AppEnv>, store: Store, errors: Errors = {}, status: 200 | 400 | 404 = 200) {
  const cursor = cursorOf(c);
  const page = await listResellerApplications(shopOf(c, store.id), { limit: PAGE, cursor });
  const flash: Flash | null = Object.keys(errors).length
    ? { kind: 'problem', text: Object.values(errors)[0] }
    : flashOf(c, false);
  return renderHtml(
    c,
    <ResellersPage
      store={store}
      applications={page.resellers}
      paged={cursor !== undefined}
      nextCursor={page.next_cursor}
      errors={errors}
      flash={flash}
    />,
    { status },
  );
}

export function registerCommunityReplies(app: Hono<AppEnv>): void {
  app.post('/:storeId/questions/:questionId/answer', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const id = c.req.param('questionId').slice(0, 130);
    const form = await formFields(c);
    const back = backTo(own.store, 'questions', form.back);
    const view = new URL(back, c.req.url).searchParams;
    const again = { open: view.get('unanswered') === '1', cursor: view.get('cursor') ?? undefined };
    const done = ID.test(id)
      ? await answerShopperQuestion(
          c.env,
          shopOf(c, own.store.id),
          id,
          { answer: (form.answer ?? '').trim() || null, hidden: form.hidden === 'on' },
          c.get('requestId'),
        )
      : null;
    if (!done || !done.ok) {
      const words = done
        ? refusalWords(done, c.get('lang'))
        : refusalWords({ rsn: 'This shop has no such question.' }, c.get('lang'));
      return questionsPage(
        c,
        own.store,
        { ...again, errors: { [id]: words }, flash: { kind: 'problem', text: words } },
        done?.status === 400 ? 400 : 404,
      );
    }
    return c.redirect(withSaved(back), 303);
  });

  app.get('/:storeId/requests', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? requestsPage(c, own.store) : own.reply;
  });
  app.post('/:storeId/requests/:suggestionId', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const id = c.req.param('suggestionId').slice(0, 130);
    const form = await formFields(c);
    const done = ID.test(id)
      ? await replyToRequest(
          c.env,
          shopOf(c, own.store.id),
          id,
          { status: form.status, reply: form.reply ?? '' },
          c.get('requestId'),
        )
      : null;
    if (!done || !done.ok)
      return requestsPage(
        c,
        own.store,
        { [id]: refusalWords(done ?? { rsn: 'This shop has no such request.' }, c.get('lang')) },
        done?.status === 400 ? 400 : 404,
      );
    return c.redirect(`/admin/${own.store.id}/requests?saved=1`, 303);
  });

  app.get('/:storeId/resellers', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? resellersPage(c, own.store) : own.reply;
  });
  app.post('/:storeId/resellers/:uid', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const uid = c.req.param('uid').slice(0, 130);
    const form = await formFields(c);
    const done = ID.test(uid)
      ? await decideApplication(
          c.env,
          shopOf(c, own.store.id),
          uid,
          { status: form.status, note: form.note ?? '' },
          c.get('requestId'),
        )
      : null;
    if (!done || !done.ok)
      return resellersPage(
        c,
        own.store,
        { [uid]: refusalWords(done ?? { rsn: 'This shop has no application from that shopper.' }, c.get('lang')) },
        done?.status === 400 ? 400 : 404,
      );
    return c.redirect(`/admin/${own.store.id}/resellers?saved=1`, 303);
  });
}
