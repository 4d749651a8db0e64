import { dismissToast, pushToast, toastDuration, type ToastKind } from '../../src/domain/toasts';
import { toasts } from './signals';

let nextId = 1;

/** Queues a toast; the toaster starts its timer once it is on screen, so a slow phone never loses one unseen. */
export function showToast(message: string, kind: ToastKind = 'success', durationMs?: number): void {
  toasts.value = pushToast(toasts.value, { id: nextId++, kind, message, durationMs: toastDuration(kind, durationMs) });
}

export function closeToast(id: number): void {
  toasts.value = dismissToast(toasts.value, id);
}
