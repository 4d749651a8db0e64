import { bagCount, useSignalValue } from '../lib/signals';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface BagBadgeProps {
  count: number;
}

/** The number on the bag icon; every add/remove anywhere on the page updates it at once. */
function BagBadge({ count }: BagBadgeProps) {
  const live = useSignalValue(bagCount, count);
  const { t } = useT();
  return (
    <span className="badge" aria-live="polite" data-testid="bag-count" hidden={live === 0}>
      {live}
      <span className="sr-only">{` ${t('badge.inBag')}`}</span>
    </span>
  );
}

export default defineIsland('bag-badge', BagBadge, ['badge.']);
