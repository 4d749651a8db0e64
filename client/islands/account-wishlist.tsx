import { useState } from 'react';
import { formatMoney } from '../../src/domain/money';
import { callApi, cartCall, type Reply } from '../lib/account-api';
import { bagCount } from '../lib/signals';
import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';
import type { PictureParts } from '../../src/domain/images/picture';
import { Picture } from '../components/picture';

export interface WishItem {
  ID: string;
  CAT_ID: string;
  ITEM_NAME: string;
  PRICE: number;
  image: PictureParts;
  inStock: boolean;
  /** sizes, colours or variant prices: the shopper chooses on the item page */
  hasOptions: boolean;
}
export interface AccountWishlistProps {
  storeId: string;
  currency: string;
  items: WishItem[];
}

/** Adds one unit to the bag; a 406 (expired bag) takes a fresh session and tries once more. */
async function addToBag(storeId: string, id: string): Promise<Reply> {
  const body = { item: { ID: id, selectedQuantity: 1 } };
  let out = await cartCall(storeId, 'addProductToCart', body);
  if (out.status === 406) {
    await cartCall(storeId, 'getCartSessionID');
    out = await cartCall(storeId, 'addProductToCart', body);
  }
  return out;
}

/** The wishlist: remove, or move to the bag (items with options open their page to choose). */
function AccountWishlist({ storeId, currency, items }: AccountWishlistProps) {
  const { t } = useT();
  const [list, setList] = useState(items);
  const [busy, setBusy] = useState<string | null>(null);
  const remove = async (id: string, quiet = false) => {
    const out = await callApi(storeId, `/v2/account/wishlist/${encodeURIComponent(id)}`, { method: 'DELETE' });
    if (out.status === 1) setList((l) => l.filter((i) => i.ID !== id));
    if (!quiet)
      showToast(
        out.status === 1
          ? t('account.wishlist.removed')
          : (out.rsn ?? t('account.requestFailed', { what: 'wishlist' })),
        out.status === 1 ? 'success' : 'error',
      );
  };
  const move = async (item: WishItem) => {
    setBusy(item.ID);
    const out = await addToBag(storeId, item.ID);
    setBusy(null);
    if (out.status === 100) return showToast(t('account.wishlist.otherCatalog'), 'error');
    if (out.status !== 1) return showToast(out.rsn ?? t('account.requestFailed', { what: 'bag' }), 'error');
    bagCount.value =
      Number((out.cart as { NUMBER_OF_ITEMS_CART?: number } | undefined)?.NUMBER_OF_ITEMS_CART) || bagCount.value;
    await remove(item.ID, true);
    showToast(t('account.wishlist.moved', { name: item.ITEM_NAME }));
  };
  if (list.length === 0)
    return (
      <p className="muted" role="status" data-testid="wishlist-empty">
        {t('account.wishlist.empty')}
      </p>
    );
  return (
    <ul className="rows wishlist" role="list">
      {list.map((i) => {
        const href = `/${storeId}/${i.CAT_ID}/${i.ID}`;
        return (
          <li key={i.ID} className="row wish" data-testid="wish-item">
            <a href={href} className="wish-link">
              <Picture parts={i.image} />
              <span>
                <strong>{i.ITEM_NAME}</strong>
                <span className="price">{formatMoney(i.PRICE, currency)}</span>
                {!i.inStock ? <span className="stock-out">{t('account.wishlist.outOfStock')}</span> : null}
              </span>
            </a>
            <div className="row-actions">
              {i.hasOptions ? (
                <a className="button button-quiet" href={href}>
                  {t('account.wishlist.chooseOptions')}
                </a>
              ) : (
                <button type="button" className="button" disabled={!i.inStock || busy === i.ID} onClick={() => move(i)}>
                  {t('account.wishlist.moveToBag')}
                </button>
              )}
              <button type="button" className="link-button danger" onClick={() => remove(i.ID)}>
                {t('account.wishlist.remove')}
                <span className="sr-only"> {i.ITEM_NAME}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export default defineIsland('account-wishlist', AccountWishlist, ['account.wishlist.', 'account.requestFailed']);
