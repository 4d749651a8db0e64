import { shouldReloadAfterChunkError } from '../../src/domain/toasts';
import { islandPropsOf } from '../../src/domain/islands/props-text';
import islandChunks from 'virtual:island-chunks';
import type { IslandDefinition } from './define-island';

const RELOAD_KEY = 'chunk-reload-at';
/** Signs that the shopper is about to use an island: its code is fetched then, not on page load. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;
const ACTIVATORS =
  'button, summary, [role="button"], [role="option"], input[type="checkbox"], input[type="radio"], input[type="submit"]';
/** Islands that show state other islands change (bag count, toasts): they come alive with the first island. */
const COMPANIONS = ['bag-badge', 'toaster'].map((name) => `[data-island="${name}"]`).join(', ');

/** A chunk that fails to load (usually a deploy replaced it) reloads the page, at most once a minute. */
function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  const now = Date.now();
  if (!shouldReloadAfterChunkError(last, now)) return;
  sessionStorage.setItem(RELOAD_KEY, String(now));
  location.reload();
}

const started = new Map<HTMLElement, Promise<void>>();
const live = new WeakSet<HTMLElement>();
let runtime: Promise<typeof import('./react-runtime')> | null = null;

function loadRuntime() {
  return (runtime ??= Promise.all([import('./react-runtime'), import('./signals')]).then(([r, s]) => {
    s.bagCount.value = Number(document.body.dataset.bagCount) || 0;
    return r;
  }));
}

function hydrateOne(el: HTMLElement): Promise<void> {
  let p = started.get(el);
  if (!p) {
    const chunk = islandChunks[el.dataset.island ?? ''];
    const load = chunk ? (import(chunk) as Promise<{ default: IslandDefinition<object> }>) : null;
    p = Promise.all([loadRuntime(), load]).then(async ([{ hydrateIsland }, mod]) => {
      if (mod)
        await hydrateIsland(
          el,
          mod.default.component,
          mod.default.propsFromMarkup?.(el) ?? islandPropsOf(el.dataset.props),
        );
      live.add(el);
      document.documentElement.dataset.hydrated = 'true';
    });
    started.set(el, p);
  }
  return p;
}

/**
 * Islands are server-rendered HTML that already reads and navigates. Each one loads its code on the first
 * sign of intent towards it (hover, touch, focus, key), together with its companions; islands marked
 * data-hydrate="load" start at once. A click on an island's control before it is live is held and replayed.
 *
 * main is an async module: it can run while a streamed page is still arriving (a page's late part holds back
 * the rest of <body>, where the toaster is). So islands are looked up when they are woken, not once here, and
 * what arrives after this call is woken once the page is parsed: a companion missed here would never show its
 * state (an add's toast, on a loaded machine or a slow network).
 */
export function hydrateIslands(root: ParentNode): void {
  const all = (els: HTMLElement[]) =>
    Promise.all(els.map(hydrateOne)).catch((err) => {
      console.warn('island load failed', err);
      reloadOnce();
    });
  const companions = () => Array.from(root.querySelectorAll<HTMLElement>(COMPANIONS));
  const wake = (marker: HTMLElement) => all([marker, ...companions()]);
  const wakeMarkedLoad = () => {
    for (const m of root.querySelectorAll<HTMLElement>('[data-island][data-hydrate="load"]')) void wake(m);
  };
  const markerOf = (e: Event) => (e.target as Element | null)?.closest?.<HTMLElement>('[data-island]') ?? null;

  for (const type of INTENT_EVENTS) {
    document.addEventListener(
      type,
      (e) => {
        const marker = markerOf(e);
        if (marker) void wake(marker);
      },
      { capture: true, passive: true },
    );
  }
  document.addEventListener(
    'click',
    (e) => {
      const marker = markerOf(e);
      const target = (e.target as Element | null)?.closest?.(ACTIVATORS);
      if (!marker || live.has(marker) || !target || target.closest('a[href]')) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      void wake(marker).then(() => {
        if (target.isConnected) (target as HTMLElement).click();
      });
    },
    true,
  );
  wakeMarkedLoad();
  if (document.readyState !== 'loading') return;
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      wakeMarkedLoad();
      // an island woken while the page was still arriving brings the companions that came after it
      if (started.size > 0) void all(companions());
    },
    { once: true },
  );
}
