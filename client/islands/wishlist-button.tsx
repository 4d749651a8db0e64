import { useEffect, useState } from 'react';
import { callApi } from '../lib/account-api';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface WishlistButtonProps {
  storeId: string;
  itemId: string;
  itemName: string;
}

/**
 * The heart on item cards and pages (pages are cached for everyone, so the saved state is asked for after
 * load: every button on the page shares one GET /api/v2/account/wishlist/status). Anonymous shoppers are
 * sent to sign in and come back to this page.
 */
let pending: { ids: Set<string>; storeId: string; promise: Promise<{ signedIn: boolean; saved: Set<string> }> } | null =
  null;
function savedState(storeId: string, itemId: string) {
  if (!pending) {
    const ids = new Set<string>();
    const promise = new Promise<void>((r) => setTimeout(r, 0)).then(async () => {
      pending = null;
      const out = await callApi(
        storeId,
        `/v2/account/wishlist/status?ids=${[...ids].slice(0, 100).map(encodeURIComponent).join(',')}`,
      );
      return { signedIn: out.signedIn === true, saved: new Set((out.saved as string[] | undefined) ?? []) };
    });
    pending = { ids, storeId, promise };
  }
  pending.ids.add(itemId);
  return pending.promise;
}

function WishlistButton({ storeId, itemId, itemName }: WishlistButtonProps) {
  const [saved, setSaved] = useState(false);
  const { t } = useT();
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void savedState(storeId, itemId).then((s) => {
      if (!live) return;
      setSignedIn(s.signedIn);
      setSaved(s.saved.has(itemId));
    });
    return () => {
      live = false;
    };
  }, [storeId, itemId]);
  const toggle = async () => {
    // Hydrated by this very click (intent): learn the saved state first, then act on it.
    const known =
      signedIn === null ? await savedState(storeId, itemId) : { signedIn, saved: new Set(saved ? [itemId] : []) };
    if (!known.signedIn) {
      location.assign(`/${storeId}/login?from=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    const next = !known.saved.has(itemId);
    setSaved(next);
    const out = await callApi(storeId, `/v2/account/wishlist/${encodeURIComponent(itemId)}`, {
      method: next ? 'PUT' : 'DELETE',
    });
    if (out.status !== 1 && !(out.code === 'NOT_FOUND' && !next)) {
      setSaved(!next);
      if (out.code === 'SIGN_IN_REQUIRED') return setSignedIn(false);
      return showToast(out.rsn ?? 'Request failed with error: wishlist', 'error');
    }
    showToast(next ? t('wish.saved') : t('wish.removed'));
  };
  return (
    <button
      type="button"
      className="wish-button"
      aria-pressed={saved}
      onClick={toggle}
      data-testid="wishlist-button"
      aria-label={saved ? t('wish.removeLabel', { item: itemName }) : t('wish.saveLabel', { item: itemName })}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export default defineIsland('wishlist-button', WishlistButton, ['wish.']);
