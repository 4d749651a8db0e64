import type { AnsweredQuestion, Review } from '../../data/shop/catalogue-rows';
import type { RatingSummary } from '../../domain/catalogue/reviews';
import { Stars } from './page-parts';
import { useT } from '../../isomorphic/i18n';
import { DAY } from '../../domain/i18n/formats';

export function QuestionList({ questions }: { questions: AnsweredQuestion[] }) {
  const { t, date } = useT();
  return (
    <ul className="qa-list" role="list">
      {questions.map((q) => (
        <li key={q.id} className="qa">
          <p className="qa-q">
            <span className="qa-mark" aria-hidden="true">
              Q
            </span>
            <span className="sr-only">{`${t('account.qa.question')} `}</span>
            {q.question}
          </p>
          <p className="qa-a">
            <span className="qa-mark" aria-hidden="true">
              A
            </span>
            <span className="sr-only">{`${t('account.qa.answer')} `}</span>
            {q.answer}
          </p>
          <p className="muted small">
            {q.author_name ? t('account.qa.askedBy', { name: q.author_name }) : t('account.qa.askedByShopper')}
            {q.answered_at ? ` · ${t('account.qa.answered', { date: date(q.answered_at, DAY) })}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Average, count and a bar per star level. */
export function RatingSummaryBlock({ ratings }: { ratings: RatingSummary }) {
  const { t } = useT();
  if (ratings.count === 0) return <p className="muted">{t('account.reviews.none')}</p>;
  return (
    <div className="rating-summary">
      <p className="rating-big">
        <span className="rating-value">{ratings.average}</span> <Stars rating={ratings.average} />
        <span className="muted">
          {' '}
          {t('account.reviews.summary', { average: String(ratings.average), count: ratings.count })}
        </span>
      </p>
      <ul className="rating-bars" role="list" aria-label={t('account.reviews.byStars')}>
        {ratings.distribution.map((n, i) => {
          const pct = Math.round((n / ratings.count) * 100);
          return (
            <li key={i}>
              <span>{5 - i} ★</span>
              <meter
                min={0}
                max={ratings.count}
                value={n}
                aria-label={t('account.reviews.starLevel', { stars: 5 - i, count: n })}
              />
              <span className="muted">{pct}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  const { t, date } = useT();
  return (
    <ul className="review-list" role="list">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <p className="review-head">
            <Stars rating={r.rating} /> <strong>{r.title}</strong>
          </p>
          {r.body ? <p>{r.body}</p> : null}
          <p className="muted small">
            {r.author_name || t('account.reviews.aShopper')} · {date(r.created_at, DAY)}
          </p>
        </li>
      ))}
    </ul>
  );
}
