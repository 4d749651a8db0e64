import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { ShopCoupon } from '../../data/shop/coupons';
import { bagScreenCart, type CartView } from '../../domain/cart/cart-view';
import { Island } from '../../render/island';
import bagView from '../../../client/islands/bag-view';
import { StoreLayout } from '../layout/store-layout';
import { noticeText } from './notices';
import { useT } from '../../isomorphic/i18n';
import { localName } from '../../domain/i18n/localise';

/** /{storeId}/bag: the bag from the session cookie, with the shop's offers beside it. */
export function BagPage({
  tenant,
  view,
  offers,
  notice,
  origin,
}: {
  tenant: LiveTenant;
  view: CartView;
  offers: ShopCoupon[];
  notice?: string;
  origin: string;
}) {
  const store = tenant.store;
  const { t, lang } = useT();
  const text = noticeText(t, notice);
  const screen = bagScreenCart(view);
  // the lines as the page's language names them (the island keeps each line's translations for later changes)
  const cart = {
    ...screen,
    items: screen.items.map((l) => ({ ...l, name: localName(l.name, l.names, lang, store.LANGUAGE) })),
  };
  return (
    <StoreLayout
      tenant={tenant}
      screen="Bag"
      nav="bag"
      title={t('bag.page.title', { shop: store.STORE_NAME })}
      origin={origin}
      bagCount={view.NUMBER_OF_ITEMS_CART}
    >
      {text ? (
        <div className="bag-notice" role="alert" data-testid="bag-notice">
          <p>{text}</p>
          {notice === 'DIFFERENT_CATALOGUE' ? (
            <form method="post" action={`/${store.id}/bag/do`}>
              <input type="hidden" name="call" value="clearCart" />
              <button type="submit" className="button button-small">
                {t('bag.page.clearBag')}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      {/* the lines are checked against the catalogue once the page is idle (client/lib/bag-check.ts); the island wakes on intent */}
      {view.NUMBER_OF_ITEMS_CART > 0 ? <div hidden data-bag-check={store.id} /> : null}
      <Island
        of={bagView}
        props={{ cart, offers: offers.map((o) => ({ code: o.code, description: o.description })) }}
      />
    </StoreLayout>
  );
}
