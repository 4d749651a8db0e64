import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../env';
import type { Store } from '../../schemas/store';
import { shopOf } from '../../middleware/shop-context';
import { listOpenQuestions, listShopReviews } from '../../data/owner-community';
import { decodeCursor } from '../../domain/paging';
import { renderHtml } from '../render-page';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';
import { ownedShop } from './guard';
import { ConsoleFrame } from './frame';
import { hrefWith, PageLinks } from './paging-links';

/* What shoppers wrote: their questions (all, or those still waiting for an answer) and reviews, newest first, 50 a page. */

const PAGE = 50;
type Question = Awaited<ReturnType<typeof listOpenQuestions>>['questions'][number];
type Review = Awaited<ReturnType<typeof listShopReviews>>['reviews'][number];

/** A page link's cursor ((created_at, id) of the last row); one that is not valid shows the first page. */
const cursorOf = (c: Context<AppEnv>) => decodeCursor(c.req.query('cursor') ?? '', ['int', 'text']) ?? undefined;

function QuestionsPage({ store, questions, open, paged, nextCursor }: { store: Store; questions: Question[]; open: boolean; paged: boolean; nextCursor: string | null }) {
  const { t } = useT();
  const dateTime = useDateTime();
  const base = `/admin/${store.id}/questions`;
  const unanswered = open ? '1' : undefined;
  return (
    <ConsoleFrame store={store} section="customers" title={t('console.questions.title')} path={hrefWith(base, { unanswered })}>
      <p>
        {open ? <a href={base}>{t('console.questions.all')}</a> : <a href={hrefWith(base, { unanswered: '1' })} data-testid="questions-open">{t('console.questions.onlyOpen')}</a>}
      </p>
      {questions.length === 0 ? <p className="muted">{t('console.questions.none')}</p> : null}
      <ul className="console-rows">
        {questions.map((q) => (
          <li key={q.id} className="console-card" data-testid="console-question" data-id={q.id}>
            <strong>{q.question}</strong>
            <span className="muted small">{`${q.author || '—'} · ${q.itemId} · ${dateTime(q.createdAt)}`}</span>
            <p className="small">{q.answer ?? t('console.questions.unanswered')}</p>
          </li>
        ))}
      </ul>
      <PageLinks testid="questions-page" firstHref={paged ? hrefWith(base, { unanswered }) : null} nextHref={nextCursor ? hrefWith(base, { unanswered, cursor: nextCursor }) : null} />
    </ConsoleFrame>
  );
}

function ReviewsPage({ store, reviews, paged, nextCursor }: { store: Store; reviews: Review[]; paged: boolean; nextCursor: string | null }) {
  const { t } = useT();
  const dateTime = useDateTime();
  const base = `/admin/${store.id}/reviews`;
  return (
    <ConsoleFrame store={store} section="customers" title={t('console.reviews.title')} path={base}>
      {reviews.length === 0 ? <p className="muted">{t('console.reviews.none')}</p> : null}
      <ul className="console-rows">
        {reviews.map((r) => (
          <li key={r.id} className="console-card" data-testid="console-review" data-id={r.id}>
            <strong>{`${t('console.reviews.stars', { rating: r.rating })}${r.title ? ` · ${r.title}` : ''}`}</strong>
            <span className="muted small">{`${r.author || '—'} · ${r.itemName} · ${dateTime(r.createdAt)}${r.hidden ? ` · ${t('console.reviews.hidden')}` : ''}`}</span>
            {r.body ? <p className="small">{r.body}</p> : null}
          </li>
        ))}
      </ul>
      <PageLinks testid="reviews-page" firstHref={paged ? base : null} nextHref={nextCursor ? hrefWith(base, { cursor: nextCursor }) : null} />
    </ConsoleFrame>
  );
}

export function registerCommunityPages(app: Hono<AppEnv>): void {
  app.get('/:storeId/questions', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const open = c.req.query('unanswered') === '1';
    const cursor = cursorOf(c);
    const page = await listOpenQuestions(shopOf(c, own.store.id), open, { limit: PAGE, cursor });
    return renderHtml(c, <QuestionsPage store={own.store} questions={page.questions} open={open} paged={cursor !== undefined} nextCursor={page.next_cursor} />);
  });

  app.get('/:storeId/reviews', async (c) => {
    const own = await ownedShop(c);
    if (!own.ok) return own.reply;
    const cursor = cursorOf(c);
    const page = await listShopReviews(shopOf(c, own.store.id), { limit: PAGE, cursor });
    return renderHtml(c, <ReviewsPage store={own.store} reviews={page.reviews} paged={cursor !== undefined} nextCursor={page.next_cursor} />);
  });
}
