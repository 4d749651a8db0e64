import { createContext, useContext } from 'react';
import type { IslandDefinition } from '../../client/lib/define-island';
import { useT } from '../isomorphic/i18n';
import { islandPropsText } from '../domain/islands/props-text';
import { islandMessagesText } from './i18n';

/** The islands of the page being rendered whose messages were already sent (one Set per page). */
export const SentIslandMessages = createContext<Set<string> | null>(null);

/**
 * Server half of an island: renders the component to HTML inside a marker whose props travel
 * as a data attribute (JSON with its quotes exchanged, see domain/islands/props-text; React escapes it, so shop
 * text can never become markup), unless the island reads them back from its own markup (propsFromMarkup). The first marker of each island on a page also carries the messages it shows,
 * in the page's language (`data-msgs`); the others of its kind share them.
 * client/main.ts finds the marker, loads the island's chunk and hydrates it with the same props: on the first
 * sign of intent towards an island, or at once with hydrate="load" (for islands that must act without a touch).
 */
export function Island<P extends object>({
  of: island,
  props,
  hydrate = 'intent',
}: {
  of: IslandDefinition<P>;
  props: P;
  hydrate?: 'intent' | 'load';
}) {
  const Component = island.component;
  const { lang } = useT();
  const sent = useContext(SentIslandMessages);
  const firstOfItsKind = island.messages.length > 0 && !sent?.has(island.name);
  if (firstOfItsKind) sent?.add(island.name);
  return (
    <div
      data-island={island.name}
      data-props={island.propsFromMarkup ? undefined : islandPropsText(props)}
      data-msgs={firstOfItsKind ? islandMessagesText(lang, island.messages) : undefined}
      data-hydrate={hydrate === 'load' ? 'load' : undefined}
      className="island"
    >
      <Component {...props} />
    </div>
  );
}
