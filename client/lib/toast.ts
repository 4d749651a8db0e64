import { dismissToast, pushToast, toastDuration, type ToastKind } from '../../src/domain/toasts';
import { toasts } from './signals';

let nextId = 1;

export function showToast(message: string, kind: ToastKind = 'success', durationMs?: number): void {
  const toast = { id: nextId++, kind, message, durationMs: toastDuration(kind, durationMs) };
  toasts.value = pushToast(toasts.value, toast);
  setTimeout(() => (toasts.value = dismissToast(toasts.value, toast.id)), toast.durationMs);
}

export function closeToast(id: number): void {
  toasts.value = dismissToast(toasts.value, id);
}
