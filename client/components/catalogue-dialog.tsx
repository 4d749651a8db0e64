/**
 * The 'Oops! Not Possible' dialog (spec 2 and 8): a single-catalogue shop keeps one catalogue per
 * bag. Cancel closes it; Remove clears the bag (the caller then adds the item). A native modal
 * <dialog>: focus moves into it and stays there, Escape cancels, and focus returns on close.
 * Loaded on demand by add-to-bag, so it costs nothing until the refusal happens.
 */
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../src/isomorphic/i18n';

export interface CatalogueDialogProps {
  onCancel: () => void;
  onRemove: () => void;
}

export default function CatalogueDialog({ onCancel, onRemove }: CatalogueDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useT();
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="catalogue-dialog"
      aria-labelledby={`${id}t`}
      aria-describedby={`${id}d`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <h2 id={`${id}t`}>{t('atb.oops')}</h2>
      <p id={`${id}d`}>{t('atb.otherCatalogue')}</p>
      <p>{t('atb.removeToAdd')}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-quiet" onClick={onCancel} autoFocus>
          {t('atb.cancel')}
        </button>
        <button type="button" className="button" onClick={onRemove}>
          {t('atb.remove')}
        </button>
      </div>
    </dialog>
  );
}
