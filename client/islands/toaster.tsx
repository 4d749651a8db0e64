import { closeToast } from '../lib/toast';
import { toasts, useSignalValue } from '../lib/signals';
import type { Toast } from '../../src/domain/toasts';
import { defineIsland } from '../lib/define-island';

const NONE: Toast[] = [];

/** Top-right stack of at most five messages; errors are announced assertively. */
function Toaster(_props: Record<string, never>) {
  const list = useSignalValue(toasts, NONE);
  return (
    <div className="toaster" role="region" aria-label="Notifications">
      {list.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" className="toast-close" aria-label="Dismiss" onClick={() => closeToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export default defineIsland('toaster', Toaster);
