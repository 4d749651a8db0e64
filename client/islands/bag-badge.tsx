import { bagCount, useSignalValue } from '../lib/signals';

export interface BagBadgeProps {
  count: number;
}

/** The number on the bag icon; every add/remove anywhere on the page updates it at once. */
export default function BagBadge({ count }: BagBadgeProps) {
  const live = useSignalValue(bagCount, count);
  return (
    <span className="badge" aria-live="polite" data-testid="bag-count" hidden={live === 0}>
      {live}
      <span className="sr-only"> items in bag</span>
    </span>
  );
}
