import { signal, type Signal } from '@preact/signals-core';
import { useSyncExternalStore } from 'react';
import type { Toast } from '../../src/domain/toasts';

/** State shown by several islands at once. */
export const bagCount = signal(0);
export const toasts = signal<Toast[]>([]);

/**
 * Reads a signal inside a React island. While hydrating, React uses the server value (the island's
 * prop), so the first client render matches the HTML; afterwards the live signal wins.
 */
export function useSignalValue<T>(s: Signal<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => s.subscribe(() => onChange()),
    () => s.peek(),
    () => serverValue,
  );
}
