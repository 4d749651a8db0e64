import type { Context, Hono } from 'hono';
import type { Problem, Result } from '../../core/result';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { shopOf } from '../../middleware/shop-context';
import { listAllSuggestions, listResellerApplications } from '../../data/shop/owner-community';
import { answerShopperQuestion, decideApplication, replyToRequest } from '../../app/owner/community';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { formFields, ownedShop } from './guard';
import type { Flash } from './frame';
import { refusalWords } from './refusal-words';
import { flashOf } from './shop-pages-routes';
import { cursorOf, questionsPage } from './community-routes';
import { Errors, RequestsPage, ResellersPage } from './community-replies';

const PAGE = 50;

const ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Where a form goes back to: a page of the same list (a path of this shop's console), else the list's first page. */
function backTo(store: Store, list: string, back: string | undefined): string {
  const base = `/admin/${store.id}/${list}`;
  return back && (back === base || back.startsWith(`${base}?`)) && !/[\s\\]/.test(back) ? back : base;
}

const withSaved = (href: string) => `${href}${href.includes('?') ? '&' : '?'}saved=1`;

async function requestsPage(c: Context<AppEnv>, store: Store, errors: Errors = {}, status: 200 | 400 | 404 = 200) {
  const cursor = cursorOf(c);
  const page = await listAllSuggestions(shopOf(c, store.id), { limit: PAGE, cursor });
  const flash: Flash | null = Object.keys(errors).length
    ? { kind: 'problem', text: Object.values(errors)[0] }
    : flashOf(c, false);
  return renderPage(
    consoleFrame(c),
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
  return renderPage(
    consoleFrame(c),
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

  registerDecisions(app, {
    list: 'requests',
    page: requestsPage,
    missing: 'This shop has no such request.',
    decide: (c, store, id, form) =>
      replyToRequest(
        c.env,
        shopOf(c, store.id),
        id,
        { status: form.status, reply: form.reply ?? '' },
        c.get('requestId'),
      ),
  });
  registerDecisions(app, {
    list: 'resellers',
    page: resellersPage,
    missing: 'This shop has no application from that shopper.',
    decide: (c, store, uid, form) =>
      decideApplication(
        c.env,
        shopOf(c, store.id),
        uid,
        { status: form.status, note: form.note ?? '' },
        c.get('requestId'),
      ),
  });
}

type ListPage = (c: Context<AppEnv>, store: Store, errors?: Errors, status?: 200 | 400 | 404) => Promise<Response>;

/**
 * A list of shoppers' asks the owner decides one by one (requests, reseller applications): the list's page, and a
 * form per row posted to /{list}/{id} that saves the decision or shows the list again with the row's refusal.
 */
function registerDecisions(
  app: Hono<AppEnv>,
  list: {
    list: string;
    page: ListPage;
    missing: string;
    decide: (
      c: Context<AppEnv>,
      store: Store,
      id: string,
      form: Record<string, string | undefined>,
    ) => Promise<Result<object, Problem>>;
  },
): void {
  app.get(`/:storeId/${list.list}`, async (c) => {
    const own = await ownedShop(c);
    return own.ok ? list.page(c, own.store) : own.reply;
  });
  app.post(`/:storeId/${list.list}/:id`, async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const id = c.req.param('id').slice(0, 130);
    const form = await formFields(c);
    const done = ID.test(id) ? await list.decide(c, own.store, id, form) : null;
    if (!done || !done.ok)
      return list.page(
        c,
        own.store,
        { [id]: refusalWords(done ?? { rsn: list.missing }, c.get('lang')) },
        done?.status === 400 ? 400 : 404,
      );
    return c.redirect(`/admin/${own.store.id}/${list.list}?saved=1`, 303);
  });
}
