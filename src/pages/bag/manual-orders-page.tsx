import type { Tenant } from '../../data/tenant-loader';
import type { CartView } from '../../domain/cart/cart-view';
import { Island } from '../../render/island';
import manualOrders from '../../../client/islands/manual-orders';
import { StoreLayout } from '../layout/store-layout';
import { noticeText } from './notices';

/** /{storeId}/manualorders: the shopping list of manual items the shop prices later. */
export function ManualOrdersPage({ tenant, view, notice, origin }: { tenant: Tenant; view: CartView; notice?: string; origin: string }) {
  const store = tenant.store!;
  const text = noticeText(notice);
  return (
    <StoreLayout tenant={tenant} screen="Other" nav="bag" title={`Shopping list · ${store.STORE_NAME}`} origin={origin} bagCount={view.NUMBER_OF_ITEMS_CART}>
      <div className="manual-page">
        <h1>Shopping list</h1>
        <p className="manual-intro">Can't find something? Write it here. {store.STORE_NAME} will add the price and send it with your order.</p>
        {text ? <p className="bag-notice" role="alert">{text}</p> : null}
        <Island of={manualOrders} props={{ storeId: store.id, items: view.manual_items }} />
        <a className="link" href={`/${store.id}/bag`}>Go to your bag</a>
      </div>
    </StoreLayout>
  );
}
