import { restoresScroll } from '../../src/domain/catalogue/scroll-rule';

let installed = false;

/**
 * Spec: scroll resets to top on navigation except on home, home/categories and category item pages,
 * whose position is restored (the browser's own restoration, kept through the back/forward cache).
 * Elsewhere the history entry is set to manual restoration and a page shown again starts at the top.
 */
export function installScrollRule(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const restore = restoresScroll(location.pathname);
  try {
    history.scrollRestoration = restore ? 'auto' : 'manual';
  } catch {
    /* older browsers */
  }
  if (restore) return;
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) window.scrollTo(0, 0);
  });
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav?.type === 'back_forward' && !location.hash) window.scrollTo(0, 0);
}
