import { PROGRESS_THROTTLE_MS } from '../../src/domain/toasts';

let timer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement | null {
  return document.getElementById('progress-bar');
}

// main and the island chunks are built apart and each has its own copy of this module: the count of work in
// flight lives on the bar itself so that both copies share it.
function pending(change: number): number {
  const el = bar();
  if (!el) return 0;
  const n = Math.max(0, (Number(el.dataset.pending) || 0) + change);
  el.dataset.pending = String(n);
  return n;
}

/** Shows the top progress bar only when work outlasts the throttle, so fast actions never flash it. */
export function startProgress(): void {
  if (pending(1) === 1)
    timer = setTimeout(() => {
      if (pending(0) > 0) bar()?.classList.add('active');
    }, PROGRESS_THROTTLE_MS);
}

export function doneProgress(): void {
  if (pending(-1) > 0) return;
  clearTimeout(timer);
  bar()?.classList.remove('active');
}

/** Full-page navigations: start the bar on same-origin link clicks. */
export function watchNavigations(): void {
  document.addEventListener('click', (e) => {
    const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || a.target || e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey) return;
    if (a.origin === location.origin && a.pathname !== location.pathname) startProgress();
  });
  window.addEventListener('pageshow', () => {
    pending(-Infinity);
    doneProgress();
  });
}
