import { useEffect, useRef } from 'react';
import { closeToast } from '../lib/toast';
import { toasts, useSignalValue } from '../lib/signals';
import type { Toast } from '../../src/domain/toasts';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

const NONE: Toast[] = [];

/**
 * One message. Its time runs from when it is shown (not from when it was queued) and stands still while the
 * pointer or focus is on it, so it can be read at any pace (WCAG 2.2.1).
 */
function ToastItem({ toast, dismissLabel }: { toast: Toast; dismissLabel: string }) {
  const left = useRef(toast.durationMs);
  const timer = useRef<{ id: ReturnType<typeof setTimeout>; since: number } | null>(null);
  const pause = () => {
    if (!timer.current) return;
    clearTimeout(timer.current.id);
    left.current -= Date.now() - timer.current.since;
    timer.current = null;
  };
  const run = () => {
    if (!timer.current)
      timer.current = { id: setTimeout(() => closeToast(toast.id), Math.max(left.current, 0)), since: Date.now() };
  };
  useEffect(() => {
    run();
    return pause;
  }, []);
  return (
    <div
      className={`toast toast-${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onPointerEnter={pause}
      onPointerLeave={run}
      onFocus={pause}
      onBlur={run}
    >
      <span>{toast.message}</span>
      <button type="button" className="toast-close" aria-label={dismissLabel} onClick={() => closeToast(toast.id)}>
        ×
      </button>
    </div>
  );
}

/** Top-right stack of at most five messages; errors are announced assertively. */
function Toaster(_props: Record<string, never>) {
  const list = useSignalValue(toasts, NONE);
  const { t: say } = useT();
  return (
    <div className="toaster" role="region" aria-label={say('toast.region')}>
      {list.map((t) => (
        <ToastItem key={t.id} toast={t} dismissLabel={say('toast.dismiss')} />
      ))}
    </div>
  );
}

export default defineIsland('toaster', Toaster, ['toast.']);
