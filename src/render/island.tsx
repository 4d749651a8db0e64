import type { IslandDefinition } from '../../client/lib/define-island';
import { islandPropsText } from '../domain/islands/props-text';

/**
 * Server half of an island: renders the component to HTML inside a marker whose props travel
 * as a data attribute (JSON with its quotes exchanged, see domain/islands/props-text; React escapes it, so shop
 * text can never become markup).
 * client/main.ts finds the marker, loads the island's chunk and hydrates it with the same props: on the first
 * sign of intent towards an island, or at once with hydrate="load" (for islands that must act without a touch).
 */
export function Island<P extends object>({ of: island, props, hydrate = 'intent' }: { of: IslandDefinition<P>; props: P; hydrate?: 'intent' | 'load' }) {
  const Component = island.component;
  return (
    <div data-island={island.name} data-props={islandPropsText(props)} data-hydrate={hydrate === 'load' ? 'load' : undefined} className="island">
      <Component {...props} />
    </div>
  );
}
