/**
 * Spec: scroll resets to top on navigation except on home, home/categories and category item pages. The server
 * marks those pages <html data-scroll="keep"> (src/domain/catalogue/scroll-rule.ts decides), so this, part of
 * the always-loaded entry, stays a few lines. Kept pages use the browser's own restoration (and the back/forward
 * cache); elsewhere the history entry is set to manual restoration and a page shown again starts at the top.
 */
export function installScrollRule(): void {
  const keep = document.documentElement.dataset.scroll === 'keep';
  history.scrollRestoration = keep ? 'auto' : 'manual';
  if (keep) return;
  addEventListener('pageshow', (e: PageTransitionEvent) => {
    if (e.persisted) scrollTo(0, 0);
  });
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (nav && nav.type === 'back_forward' && !location.hash) scrollTo(0, 0);
}
