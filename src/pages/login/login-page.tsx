import type { Tenant } from '../../data/tenant-loader';
import { Island } from '../../render/island';
import loginIsland, { type LoginProps } from '../../../client/islands/login';
import { StoreLayout } from '../layout/store-layout';

/** /{storeId}/login: the login island (phone OTP first, email second); a notice for shops open to members only. */
export function LoginPage({ tenant, origin, login, configured }: { tenant: Tenant; origin: string; login: LoginProps; configured: boolean }) {
  const store = tenant.store!;
  return (
    <StoreLayout tenant={tenant} screen="Other" title={`Sign in · ${store.STORE_NAME}`} origin={origin}>
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        {store.LOGIN_MANDATE ? (
          <p className="login-note" data-testid="members-only">{store.STORE_NAME} is open to members only. Please sign in to see the shop.</p>
        ) : (
          <p className="muted">Sign in to {store.STORE_NAME} to track orders, keep addresses and save items you like.</p>
        )}
        {configured ? (
          <>
            <Island hydrate="load" of={loginIsland} props={login} />
            <noscript><p className="form-error">Sign-in needs JavaScript. Please turn it on and reload this page.</p></noscript>
          </>
        ) : (
          <p className="form-error" role="alert">Sign-in is not available right now. Please try again later.</p>
        )}
        <p className="muted small">We use your number only to sign you in and to deliver your orders.</p>
      </section>
    </StoreLayout>
  );
}
