import { shouldReloadAfterChunkError } from '../../src/domain/toasts';
import { islandLoaders } from '../islands';
import type { IslandName } from '../islands/names';
import { bagCount } from './signals';

const RELOAD_KEY = 'chunk-reload-at';

/** A chunk that fails to load (usually a deploy replaced it) reloads the page, at most once a minute. */
function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) return;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  location.reload();
}

export async function hydrateIslands(root: ParentNode): Promise<void> {
  const markers = Array.from(root.querySelectorAll<HTMLElement>('[data-island]'));
  if (markers.length === 0) return;
  bagCount.value = Number(document.body.dataset.bagCount) || 0;
  try {
    const { hydrateIsland } = await import('./react-runtime');
    await Promise.all(
      markers.map(async (el) => {
        const load = islandLoaders[el.dataset.island as IslandName];
        if (!load) return;
        const { default: Component } = await load();
        hydrateIsland(el, Component, JSON.parse(el.dataset.props || '{}'));
      }),
    );
  } catch (err) {
    console.warn('island load failed', err);
    reloadOnce();
  }
}
