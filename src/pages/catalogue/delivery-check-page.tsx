import type { LiveTenant } from '../../data/shop/tenant-loader';
import { Island } from '../../render/island';
import deliveryCheck from '../../../client/islands/delivery-check';
import { StoreLayout } from '../layout/store-layout';
import { useT } from '../../isomorphic/i18n';

/** /{storeId}/delivery-check?pin=: the answer for a PIN code, and the form to try another. */
export function DeliveryCheckPage({ tenant, origin, answer }: { tenant: LiveTenant; origin: string; answer: string }) {
  const store = tenant.store;
  const { t } = useT();
  return (
    <StoreLayout tenant={tenant} screen="Other" title={`${t('delivery.title')} · ${store.STORE_NAME}`} origin={origin}>
      <div className="order-page">
        <h1>{t('delivery.title')}</h1>
        <p role="status" data-testid="delivery-answer">
          {answer}
        </p>
        <Island of={deliveryCheck} props={{ storeId: store.id }} />
        <a className="link" href={`/${store.id}`}>
          {t('delivery.back')}
        </a>
      </div>
    </StoreLayout>
  );
}
