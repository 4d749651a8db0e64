import type { Hono } from 'hono';
import type { AppEnv } from '../../middleware/app-env';
import { ownedShop } from './guard';
import { shopPage } from './shop/page-routes';
import { registerDetailsForms } from './shop/details-routes';
import { registerPaymentForms } from './shop/payments-routes';
import { registerDomainAndPluginForms } from './shop/domain-plugin-routes';
import { registerMoneyAndKeyForms } from './shop/money-routes';
import { registerOndcPages } from './ondc-routes';

/**
 * /admin/{storeId}/shop and its forms (src/pages/console/shop/, one file a section). Each form posts, runs the
 * owner API's use case and redirects; a refusal comes back beside its field with what the owner typed. The ONDC
 * page (/admin/{storeId}/ondc) is registered here too.
 */
export function registerShopSettings(app: Hono<AppEnv>): void {
  app.get('/:storeId/shop', async (c) => {
    const own = await ownedShop(c);
    return own.ok ? shopPage(c, own.store) : own.reply;
  });
  registerDetailsForms(app);
  registerPaymentForms(app);
  registerDomainAndPluginForms(app);
  registerMoneyAndKeyForms(app);
  // selling on the ONDC network: a page of its own in the nav (ondc-routes.tsx)
  registerOndcPages(app);
}
