import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../middleware/app-env';
import { fail, ok, type Result } from '../../core/result';
import type { Store } from '../../domain/tables/stores';
import { isLiveTenant, type LiveTenant } from '../../data/shop/tenant-loader';
import { shopOfRequest } from '../../middleware/shop-context';
import { pageLanguageOf } from '../../middleware/language';
import { shopKeyRole } from '../../auth/owner-key';
import { translatorFor } from '../../render/i18n';
import { isValidStoreId } from '../../domain/tenant';
import { renderPage } from '../page-shell';
import { consoleFrame } from '../../middleware/page-frame';
import { ErrorPage } from '../errors';

/**
 * Every console POST must come from the shop's own host: a browser always sends Origin with a form post, so a
 * missing or foreign one is refused (403) before anything is read.
 */
export const ownOriginOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'POST') return next();
  const origin = c.req.header('Origin');
  if (origin !== new URL(c.req.url).origin) return c.text('This form must be sent from the shop console itself.', 403);
  return next();
});

/** The shop of the path when it is a live one, in the language the owner reads; else null (a 404 page). */
export async function liveShop(c: Context<AppEnv>): Promise<LiveTenant | null> {
  const storeId = c.req.param('storeId') ?? '';
  if (!isValidStoreId(storeId)) return null;
  const tenant = await shopOfRequest(c, storeId);
  if (!(tenant.health === 'valid' || tenant.health === 'reported') || !isLiveTenant(tenant)) return null;
  c.set('lang', pageLanguageOf(c, tenant.store));
  return tenant;
}

export const missing = (c: Context<AppEnv>) => renderPage(consoleFrame(c), <ErrorPage status={404} />, { status: 404 });

/** Not the owner's: `reply` is the page to answer with, `rsn` says why in English (for logs and tests). */
export type Owned = Result<{ store: Store; tenant: LiveTenant }, { rsn: string; reply: Response }>;

/** The signed-in owner's shop, or the reply: 404 for no shop, the sign-in page (via the orders page) otherwise. */
export async function ownedShop(c: Context<AppEnv>): Promise<Owned> {
  const tenant = await liveShop(c);
  if (!tenant) return fail({ rsn: 'There is no such shop.', reply: await missing(c) });
  const role = await shopKeyRole(c, tenant.storeId);
  // a staff key (orders only) is known but may not change anything else: said plainly, not a sign-in loop
  if (role === 'orders')
    return fail({
      rsn: 'A staff key takes orders only.',
      reply: c.text(translatorFor(c.get('lang') ?? 'en').t('console.staffOnly'), 403),
    });
  if (role !== 'owner') {
    if (c.req.method === 'GET')
      return fail({
        rsn: 'Please sign in to the shop console first.',
        reply: c.redirect(`/admin/${tenant.storeId}?from=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303),
      });
    return fail({
      rsn: 'Please sign in to the shop console first.',
      reply: c.text('Please sign in to the shop console first.', 401),
    });
  }
  return ok({ store: tenant.store, tenant });
}

/** A posted form's text fields (files are left out); an unreadable body reads as empty. */
export async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const form = await c.req.formData().catch(() => null);
  const out: Record<string, string> = {};
  form?.forEach((v, k) => {
    if (typeof v === 'string' && !(k in out)) out[k] = v;
  });
  return out;
}

/** All values of a repeated field (checkboxes). */
export async function formAll(c: Context<AppEnv>, name: string): Promise<string[]> {
  const form = await c.req.formData().catch(() => null);
  return (form?.getAll(name) ?? []).filter((v): v is string => typeof v === 'string');
}
