import { useEffect, useRef, useState } from 'react';
import SearchBox from './search-box';

export interface CatalogSearchProps {
  storeId: string;
  /** the plugin's LABEL */
  label: string;
  catId?: string;
  catName?: string;
}

/**
 * The catalogue search plugin: a button with the owner's label that opens a search dialog (inside the
 * current category when there is one). Without JavaScript the button is a link to the search page.
 */
export default function CatalogSearch({ storeId, label, catId, catName }: CatalogSearchProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!open || !dialog.current || dialog.current.open) return;
    dialog.current.showModal();
    dialog.current.querySelector<HTMLInputElement>('input[type=search]')?.focus();
  }, [open]);
  const href = `/${storeId}/search${catId ? `?cat=${encodeURIComponent(catId)}` : ''}`;
  return (
    <>
      <a className="button catalog-search-button" href={href} role="button" aria-haspopup="dialog" onClick={(e) => { e.preventDefault(); setOpen(true); }}>
        {label}
      </a>
      {open ? (
        <dialog
          ref={dialog} className="search-dialog" aria-labelledby="catalog-search-title"
          onClose={() => setOpen(false)}
          onClick={(e) => { if (e.target === dialog.current) dialog.current?.close(); }}
        >
          <div className="dialog-head">
            <h2 id="catalog-search-title">{label}</h2>
            <button type="button" className="dialog-close" aria-label="Close" onClick={() => dialog.current?.close()}>×</button>
          </div>
          <SearchBox storeId={storeId} label={catName ? `Search in ${catName}` : label} idPrefix="catalog-search" catId={catId} />
        </dialog>
      ) : null}
    </>
  );
}
