import type { LiveTenant } from '../../data/shop/tenant-loader';
import { Island } from '../../render/island';
import checkout, { type CheckoutProps } from '../../../client/islands/checkout';
import { StoreLayout } from '../layout/store-layout';
import { useT } from '../../isomorphic/i18n';

/** /{storeId}/checkout: address, payment, every line of the bill, place order (or an empty-bag note). */
export function CheckoutPage({
  tenant,
  origin,
  props,
  bagCount,
}: {
  tenant: LiveTenant;
  origin: string;
  props: CheckoutProps | null;
  bagCount: number;
}) {
  const store = tenant.store;
  const { t } = useT();
  return (
    <StoreLayout
      tenant={tenant}
      screen="Other"
      nav="bag"
      title={t('checkout.page.title', { shop: store.STORE_NAME })}
      origin={origin}
      bagCount={bagCount}
    >
      <div className="checkout-page">
        <nav className="breadcrumbs" aria-label={t('checkout.page.breadcrumb')}>
          <ol>
            <li>
              <a href={`/${store.id}/bag`}>{t('checkout.page.bag')}</a>
            </li>
            <li>
              <span aria-current="page">{t('checkout.page.checkout')}</span>
            </li>
          </ol>
        </nav>
        <h1>{t('checkout.page.checkout')}</h1>
        {props ? (
          <Island hydrate="load" of={checkout} props={props} />
        ) : (
          <div className="empty-state" role="status" data-testid="checkout-empty">
            <h2>{t('checkout.page.emptyTitle')}</h2>
            <p>{t('checkout.page.emptyText')}</p>
            <a className="button" href={`/${store.id}`}>
              {t('checkout.page.startShopping')}
            </a>
          </div>
        )}
      </div>
    </StoreLayout>
  );
}
