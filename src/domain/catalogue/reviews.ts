/** Rating summary for an item's reviews. */

export interface RatingSummary {
  count: number;
  /** mean rating rounded to one decimal; 0 with no reviews */
  average: number;
  /** counts for 5, 4, 3, 2, 1 stars (index 0 is five stars) */
  distribution: [number, number, number, number, number];
}

/** From rows of (rating, count) as a GROUP BY returns them. */
export function summariseRatings(rows: { rating: number; n: number }[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  let count = 0;
  let total = 0;
  for (const { rating, n } of rows) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5 || !(n > 0)) continue;
    distribution[5 - rating] += n;
    count += n;
    total += rating * n;
  }
  return { count, average: count ? Math.round((total / count) * 10) / 10 : 0, distribution };
}

/** '4.3 out of 5 stars from 12 reviews' */
export function ratingSentence(s: RatingSummary): string {
  if (s.count === 0) return 'No reviews yet';
  return `${s.average} out of 5 stars from ${s.count} review${s.count === 1 ? '' : 's'}`;
}
