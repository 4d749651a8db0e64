import { Hono } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import type { Bindings } from '../../env';
import { usesEmulator } from '../../auth/emulator';
import { safeFromPath, shopHome } from '../../domain/account/redirect';
import { loadPageFrame } from '../../middleware/page-frame';
import { renderPage } from '../page-shell';
import { LoginPage } from './login-page';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/** Origins the Firebase web SDK talks to in production (Identity Toolkit, token refresh, reCAPTCHA). */
const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
  'https://www.google.com',
  'https://www.gstatic.com',
  'https://apis.google.com',
  'https://recaptcha.google.com',
];

function firebaseSettings(env: Bindings, requestUrl: string) {
  const emulator = usesEmulator(env, requestUrl);
  const emulatorUrl = emulator ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST!.trim()}` : null;
  // The emulator accepts any API key; production needs the project's web API key.
  const apiKey = env.FIREBASE_API_KEY ?? (emulator ? 'demo-api-key' : '');
  const cspExtra = emulatorUrl
    ? [emulatorUrl]
    : [...FIREBASE_ORIGINS, `https://${env.FIREBASE_PROJECT_ID}.firebaseapp.com`];
  return { emulatorUrl, apiKey, configured: Boolean(apiKey && env.FIREBASE_PROJECT_ID), cspExtra };
}

/** /{storeId}/login (mounted by src/pages/routes.tsx before the unmatched-route page). */
export const loginPages = new Hono<ShopEnv>();

loginPages.get(SHOP_ROUTES.login.path, async (c) => {
  const tenant = c.get('tenant');
  // Spec 4: a signed-in shopper opening login is sent to the shop home.
  if (c.get('user')) return c.redirect(shopHome(tenant.storeId), 302);
  const fb = firebaseSettings(c.env, c.req.url);
  const from = safeFromPath(tenant.storeId, c.req.query('from'));
  const login = {
    storeId: tenant.storeId,
    from,
    projectId: c.env.FIREBASE_PROJECT_ID,
    apiKey: fb.apiKey,
    emulatorUrl: fb.emulatorUrl,
  };
  const page = (
    <LoginPage tenant={tenant} origin={new URL(c.req.url).origin} login={login} configured={fb.configured} />
  );
  return renderPage(await loadPageFrame(c), page, { cspExtra: fb.configured ? fb.cspExtra : [] });
});
