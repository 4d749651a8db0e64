import { PROGRESS_THROTTLE_MS } from '../../src/domain/toasts';

let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function bar(): HTMLElement | null {
  return document.getElementById('progress-bar');
}

/** Shows the top progress bar only when work outlasts the throttle, so fast actions never flash it. */
export function startProgress(): void {
  pending++;
  if (pending === 1) timer = setTimeout(() => bar()?.classList.add('active'), PROGRESS_THROTTLE_MS);
}

export function doneProgress(): void {
  pending = Math.max(0, pending - 1);
  if (pending > 0) return;
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
    pending = 0;
    doneProgress();
  });
}
