/** Toast rules (spec section 9): top-right, at most 5 at once, 4 s by default and 2 s for info. */
export type ToastKind = 'success' | 'error' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

const MAX_TOASTS = 5;
const DEFAULT_TOAST_MS = 4000;
const INFO_TOAST_MS = 2000;

export function toastDuration(kind: ToastKind, requested?: number): number {
  if (requested && requested > 0) return requested;
  return kind === 'info' ? INFO_TOAST_MS : DEFAULT_TOAST_MS;
}

/** Adds a toast, dropping the oldest beyond the limit. */
export function pushToast(list: Toast[], toast: Toast): Toast[] {
  const next = [...list, toast];
  return next.length > MAX_TOASTS ? next.slice(next.length - MAX_TOASTS) : next;
}

export function dismissToast(list: Toast[], id: number): Toast[] {
  return list.filter((t) => t.id !== id);
}

/** A failed chunk load reloads the page, but at most once per 60 s (spec section 8). */
const CHUNK_RELOAD_WINDOW_MS = 60_000;
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;
}

/** The progress bar appears only for work that takes longer than this (spec: throttle 200 ms). */
export const PROGRESS_THROTTLE_MS = 200;
