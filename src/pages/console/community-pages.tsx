import type { Store } from '../../domain/tables/stores';
import type { listOpenQuestions, listShopReviews } from '../../data/shop/owner-community';
import { useT } from '../../isomorphic/i18n';
import { useDateTime } from '../account/frame';
import { ConsoleFrame } from './frame';
import { hrefWith, PageLinks } from './paging-links';
import { Field, type Flash } from './frame';
import { Check } from './shop/check';

/* What shoppers wrote: their questions (all, or those still waiting for an answer) and reviews, newest first, 50 a page. */

type Question = Awaited<ReturnType<typeof listOpenQuestions>>['questions'][number];
type Review = Awaited<ReturnType<typeof listShopReviews>>['reviews'][number];

/** An answer (empty takes it back) and whether the question stays off the shop; back to the same page of questions. */
function AnswerForm({ base, q, back, error }: { base: string; q: Question; back: string; error?: string }) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/${encodeURIComponent(q.id)}/answer`}
      className="console-form"
      noValidate
      data-testid="console-answer-form"
    >
      <input type="hidden" name="back" value={back} />
      <Field
        name="answer"
        idFor={`answer-${q.id}`}
        label={t('console.questions.answer')}
        value={q.answer ?? ''}
        error={error}
        multiline
        maxLength={2000}
      />
      <Check name="hidden" label={t('console.questions.hide')} checked={false} />
      <button className="button button-small" type="submit">
        {t('console.questions.save')}
      </button>
    </form>
  );
}

export interface QuestionsView {
  open: boolean;
  cursor?: string;
  errors?: Record<string, string>;
  flash?: Flash | null;
}

export function QuestionsPage({
  store,
  questions,
  open,
  paged,
  nextCursor,
  back,
  errors,
  flash,
}: {
  store: Store;
  questions: Question[];
  open: boolean;
  paged: boolean;
  nextCursor: string | null;
  back: string;
  errors: Record<string, string>;
  flash: Flash | null;
}) {
  const { t } = useT();
  const dateTime = useDateTime();
  const base = `/admin/${store.id}/questions`;
  const unanswered = open ? '1' : undefined;
  return (
    <ConsoleFrame
      store={store}
      section="customers"
      title={t('console.questions.title')}
      path={hrefWith(base, { unanswered })}
      flash={flash}
    >
      <p>
        {open ? (
          <a href={base}>{t('console.questions.all')}</a>
        ) : (
          <a href={hrefWith(base, { unanswered: '1' })} data-testid="questions-open">
            {t('console.questions.onlyOpen')}
          </a>
        )}
      </p>
      {questions.length === 0 ? <p className="muted">{t('console.questions.none')}</p> : null}
      <ul className="console-rows">
        {questions.map((q) => (
          <li key={q.id} className="console-card" data-testid="console-question" data-id={q.id}>
            <strong>{q.question}</strong>
            <span className="muted small">{`${q.author || '—'} · ${q.itemId} · ${dateTime(q.createdAt)}`}</span>
            {q.answer ? null : <p className="small muted">{t('console.questions.unanswered')}</p>}
            <AnswerForm base={base} q={q} back={back} error={errors[q.id]} />
          </li>
        ))}
      </ul>
      <PageLinks
        testid="questions-page"
        firstHref={paged ? hrefWith(base, { unanswered }) : null}
        nextHref={nextCursor ? hrefWith(base, { unanswered, cursor: nextCursor }) : null}
      />
    </ConsoleFrame>
  );
}

export function ReviewsPage({
  store,
  reviews,
  paged,
  nextCursor,
}: {
  store: Store;
  reviews: Review[];
  paged: boolean;
  nextCursor: string | null;
}) {
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
      <PageLinks
        testid="reviews-page"
        firstHref={paged ? base : null}
        nextHref={nextCursor ? hrefWith(base, { cursor: nextCursor }) : null}
      />
    </ConsoleFrame>
  );
}
