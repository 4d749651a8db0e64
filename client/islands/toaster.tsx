import { closeToast } from '../lib/toast';
import { toasts, useSignalValue } from '../lib/signals';
import type { Toast } from '../../src/domain/toasts';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

const NONE: Toast[] = [];

/** Top-right stack of at most five messages; errors are announced assertively. */
function Toaster(_props: Record<string, never>) {
  const list = useSignalValue(toasts, NONE);
  const { t: say } = useT();
  return (
    <div className="toaster" role="region" aria-label={say('toast.region')}>
      {list.map((t) => (
        <div key={t.id} className={`toast toast-${t.kind}`} role={t.kind === 'error' ? 'alert' : 'status'}>
          <span>{t.message}</span>
          <button type="button" className="toast-close" aria-label={say('toast.dismiss')} onClick={() => closeToast(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

export default defineIsland('toaster', Toaster, ['toast.']);
