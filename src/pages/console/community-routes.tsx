import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import type { Store } from '../../domain/tables/stores';
import { shopOf } from '../../middleware/shop-context';
import { listOpenQuestions, listShopReviews } from '../../data/shop/owner-community';
import { decodeCursor } from '../../domain/paging';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { ownedShop } from './guard';
import { hrefWith } from './paging-links';
import { flashOf } from './shop-pages-routes';
import { QuestionsPage, QuestionsView, ReviewsPage } from './community-pages';

const PAGE = 50;

/** A page link's cursor ((created_at, id) of the last row); one that is not valid shows the first page. */
export const cursorOf = (c: Context<AppEnv>) => decodeCursor(c.req.query('cursor') ?? '', ['int', 'text']) ?? undefined;

/** The questions page (all, or unanswered only; from a cursor), with a refused answer's reason beside its form. */
export async function questionsPage(
  c: Context<AppEnv>,
  store: Store,
  view: QuestionsView,
  status: 200 | 400 | 404 = 200,
): Promise<Response> {
  const cursor = decodeCursor(view.cursor ?? '', ['int', 'text']) ?? undefined;
  const page = await listOpenQuestions(shopOf(c, store.id), view.open, { limit: PAGE, cursor });
  const back = hrefWith(`/admin/${store.id}/questions`, {
    unanswered: view.open ? '1' : undefined,
    cursor: cursor ? view.cursor : undefined,
  });
  return renderPage(
    consoleFrame(c),
    <QuestionsPage
      store={store}
      questions={page.questions}
      open={view.open}
      paged={cursor !== undefined}
      nextCursor={page.next_cursor}
      back={back}
      errors={view.errors ?? {}}
      flash={view.flash ?? null}
    />,
    { status },
  );
}

export function registerCommunityPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/questions', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    return questionsPage(c, own.store, {
      open: c.req.query('unanswered') === '1',
      cursor: c.req.query('cursor'),
      flash: flashOf(c, false),
    });
  });

  app.get('/:storeId/reviews', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const cursor = cursorOf(c);
    const page = await listShopReviews(shopOf(c, own.store.id), { limit: PAGE, cursor });
    return renderPage(
      consoleFrame(c),
      <ReviewsPage
        store={own.store}
        reviews={page.reviews}
        paged={cursor !== undefined}
        nextCursor={page.next_cursor}
      />,
    );
  });
}
