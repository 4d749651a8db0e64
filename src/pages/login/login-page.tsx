import type { LiveTenant } from '../../data/shop/tenant-loader';
import { Island } from '../../render/island';
import loginIsland, { type LoginProps } from '../../../client/islands/login';
import { StoreLayout } from '../layout/store-layout';
import { useT } from '../../isomorphic/i18n';

/** /{storeId}/login: the login island (phone OTP first, email second); a notice for shops open to members only. */
export function LoginPage({
  tenant,
  origin,
  login,
  configured,
}: {
  tenant: LiveTenant;
  origin: string;
  login: LoginProps;
  configured: boolean;
}) {
  const store = tenant.store;
  const { t } = useT();
  return (
    <StoreLayout tenant={tenant} screen="Other" title={`${t('login.title')} · ${store.STORE_NAME}`} origin={origin}>
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        {store.LOGIN_MANDATE ? (
          <p className="login-note" data-testid="members-only">
            {t('login.membersOnly', { shop: store.STORE_NAME })}
          </p>
        ) : (
          <p className="muted">{t('login.intro', { shop: store.STORE_NAME })}</p>
        )}
        {configured ? (
          <>
            <Island hydrate="load" of={loginIsland} props={login} />
            <noscript>
              <p className="form-error">{t('login.needsJs')}</p>
            </noscript>
          </>
        ) : (
          <p className="form-error" role="alert">
            {t('login.unavailable')}
          </p>
        )}
        <p className="muted small">{t('login.privacy')}</p>
      </section>
    </StoreLayout>
  );
}
