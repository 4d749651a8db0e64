import type { AnsweredQuestion, Review } from '../../data/catalogue-rows';
import { ratingSentence, type RatingSummary } from '../../domain/catalogue/reviews';
import { formatDate, Stars } from './common';

export function QuestionList({ questions }: { questions: AnsweredQuestion[] }) {
  return (
    <ul className="qa-list" role="list">
      {questions.map((q) => (
        <li key={q.id} className="qa">
          <p className="qa-q"><span className="qa-mark" aria-hidden="true">Q</span><span className="sr-only">Question: </span>{q.question}</p>
          <p className="qa-a"><span className="qa-mark" aria-hidden="true">A</span><span className="sr-only">Answer: </span>{q.answer}</p>
          <p className="muted small">{q.author_name ? `Asked by ${q.author_name}` : 'Asked by a shopper'}{q.answered_at ? ` · answered ${formatDate(q.answered_at)}` : ''}</p>
        </li>
      ))}
    </ul>
  );
}

/** Average, count and a bar per star level. */
export function RatingSummaryBlock({ ratings }: { ratings: RatingSummary }) {
  if (ratings.count === 0) return <p className="muted">No reviews yet.</p>;
  return (
    <div className="rating-summary">
      <p className="rating-big">
        <span className="rating-value">{ratings.average}</span> <Stars rating={ratings.average} />
        <span className="muted"> {ratingSentence(ratings)}</span>
      </p>
      <ul className="rating-bars" role="list" aria-label="Ratings by stars">
        {ratings.distribution.map((n, i) => {
          const pct = Math.round((n / ratings.count) * 100);
          return (
            <li key={i}>
              <span>{5 - i} ★</span>
              <meter min={0} max={ratings.count} value={n} aria-label={`${5 - i} stars: ${n} reviews`} />
              <span className="muted">{pct}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="review-list" role="list">
      {reviews.map((r) => (
        <li key={r.id} className="review">
          <p className="review-head"><Stars rating={r.rating} /> <strong>{r.title}</strong></p>
          {r.body ? <p>{r.body}</p> : null}
          <p className="muted small">{r.author_name || 'A shopper'} · {formatDate(r.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}
