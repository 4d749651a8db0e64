import type { Tenant } from '../../data/tenant-loader';
import { Island } from '../../render/island';
import checkout, { type CheckoutProps } from '../../../client/islands/checkout';
import { StoreLayout } from '../layout/store-layout';

/** /{storeId}/checkout: address, payment, every line of the bill, place order (or an empty-bag note). */
export function CheckoutPage({ tenant, origin, props, bagCount }: { tenant: Tenant; origin: string; props: CheckoutProps | null; bagCount: number }) {
  const store = tenant.store!;
  return (
    <StoreLayout tenant={tenant} screen="Other" nav="bag" title={`Checkout · ${store.STORE_NAME}`} origin={origin} bagCount={bagCount}>
      <div className="checkout-page">
        <nav className="breadcrumbs" aria-label="Breadcrumb">
          <ol><li><a href={`/${store.id}/bag`}>Bag</a></li><li><span aria-current="page">Checkout</span></li></ol>
        </nav>
        <h1>Checkout</h1>
        {props ? (
          <Island hydrate="load" of={checkout} props={props} />
        ) : (
          <div className="empty-state" role="status" data-testid="checkout-empty">
            <h2>Your bag is empty</h2>
            <p>Add something you like, then come back here to place your order.</p>
            <a className="button" href={`/${store.id}`}>Start shopping</a>
          </div>
        )}
      </div>
    </StoreLayout>
  );
}
