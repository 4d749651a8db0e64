import type { LiveTenant } from '../../data/tenant-loader';
import { Island } from '../../render/island';
import deliveryCheck from '../../../client/islands/delivery-check';
import { StoreLayout } from '../layout/store-layout';

/** /{storeId}/delivery-check?pin=: the answer for a PIN code, and the form to try another. */
export function DeliveryCheckPage({ tenant, origin, answer }: { tenant: LiveTenant; origin: string; answer: string }) {
  const store = tenant.store;
  return (
    <StoreLayout tenant={tenant} screen="Other" title={`Delivery · ${store.STORE_NAME}`} origin={origin}>
      <div className="order-page">
        <h1>Delivery</h1>
        <p role="status" data-testid="delivery-answer">{answer}</p>
        <Island of={deliveryCheck} props={{ storeId: store.id }} />
        <a className="link" href={`/${store.id}`}>Back to the shop</a>
      </div>
    </StoreLayout>
  );
}
