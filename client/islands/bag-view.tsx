/**
 * The bag screen (island 'bag-view'). The server renders it from the session cookie; on the client it
 * follows the shared `cart` signal, so every change (here or in another island) shows at once.
 * It wakes when the shopper reaches for it; the check against the catalogue runs without it (client/lib/bag-check.ts).
 * Every control is a form that also works without JavaScript.
 */
import { useState } from 'react';
import type { BagScreenCart } from '../../src/domain/cart/cart-view';
import type { Reply } from '../lib/api';
import { cart as liveCart } from '../lib/cart-client';
import { useSignalValue } from '../lib/signals';
import { useStoreId } from '../../src/isomorphic/store-id';
import { BagLine } from '../components/bag-line';
import { BagSummary, type Offer } from '../components/bag-summary';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface BagViewProps {
  /** The bag as the server priced it, as the screen shows it. */
  cart: BagScreenCart;
  offers: Offer[];
}

function BagView({ cart: initial, offers }: BagViewProps) {
  const storeId = useStoreId();
  const { t } = useT();
  const cart: BagScreenCart = useSignalValue(liveCart, initial) ?? initial;
  const [busy, setBusy] = useState(false);
  const act = { storeId, busy, onStart: () => setBusy(true), onDone: (_r: Reply | null) => setBusy(false) };

  const count = cart.NUMBER_OF_ITEMS_CART;
  if (cart.items.length === 0 && cart.manual_items.length === 0) {
    return (
      <div className="bag-empty" data-testid="bag-empty">
        <h1>{t('bag.view.emptyTitle')}</h1>
        <p>{t('bag.view.emptyText')}</p>
        <a className="button" href={`/${storeId}`}>
          {t('bag.view.startShopping')}
        </a>
        <a className="link" href={`/${storeId}/manualorders`}>
          {t('bag.view.makeList')}
        </a>
      </div>
    );
  }
  return (
    <div className="bag" data-testid="bag" aria-busy={busy}>
      <div className="bag-main">
        <h1>
          {`${t('bag.view.title')} `}
          <span className="bag-count">{t('bag.view.count', { count })}</span>
        </h1>
        {cart.items.length ? (
          <ul className="bag-lines" aria-label={t('bag.view.lines')}>
            {cart.items.map((line) => (
              <BagLine key={line.product_id_in_cart} line={line} currency={cart.currency} {...act} />
            ))}
          </ul>
        ) : null}
        <section className="bag-box bag-manual" aria-labelledby="manual-title">
          <h2 id="manual-title">{t('bag.view.listTitle')}</h2>
          {cart.manual_items.length ? (
            <ul>
              {cart.manual_items.map((m) => (
                <li key={m.id}>
                  <span>{m.name}</span>
                  <span>× {m.quantity}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('bag.view.listHint')}</p>
          )}
          <a className="link" href={`/${storeId}/manualorders`}>
            {cart.manual_items.length ? t('bag.view.editList') : t('bag.view.addToList')}
          </a>
        </section>
      </div>
      <BagSummary cart={cart} offers={offers} {...act} />
    </div>
  );
}

export default defineIsland('bag-view', BagView, ['bag.view.', 'bag.line.', 'bag.summary.', 'bag.form.']);
