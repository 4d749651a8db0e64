import type { LiveTenant } from '../../data/shop/tenant-loader';
import type { CartView } from '../../domain/cart/cart-view';
import { Island } from '../../render/island';
import manualOrders from '../../../client/islands/manual-orders';
import { StoreLayout } from '../layout/store-layout';
import { noticeText } from './notices';
import { useT } from '../../isomorphic/i18n';

/** /{storeId}/manualorders: the shopping list of manual items the shop prices later. */
export function ManualOrdersPage({
  tenant,
  view,
  notice,
  origin,
}: {
  tenant: LiveTenant;
  view: CartView;
  notice?: string;
  origin: string;
}) {
  const store = tenant.store;
  const { t } = useT();
  const text = noticeText(t, notice);
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      nav="bag"
      title={t('bag.manualPage.title', { shop: store.STORE_NAME })}
      origin={origin}
      bagCount={view.NUMBER_OF_ITEMS_CART}
    >
      <div className="manual-page">
        <h1>{t('bag.manualPage.heading')}</h1>
        <p className="manual-intro">{t('bag.manualPage.intro', { shop: store.STORE_NAME })}</p>
        {text ? (
          <p className="bag-notice" role="alert">
            {text}
          </p>
        ) : null}
        <Island of={manualOrders} props={{ storeId: store.id, items: view.manual_items }} />
        <a className="link" href={`/${store.id}/bag`}>
          {t('bag.manualPage.toBag')}
        </a>
      </div>
    </StoreLayout>
  );
}
