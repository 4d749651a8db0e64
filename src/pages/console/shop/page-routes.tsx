import type { Context } from 'hono';
import type { AppEnv } from '../../../middleware/app-env';
import type { Store } from '../../../domain/tables/stores';
import { listDomains } from '../../../data/platform/owner-domains';
import { readPlugins } from '../../../data/shop/owner-plugins';
import { shopOf } from '../../../middleware/shop-context';
import type { FieldErrors, FormValues } from '../../../domain/console/item-form';
import { translatorFor } from '../../../render/i18n';
import { renderPage } from '../../page-shell';
import { consoleFrame } from '../../../middleware/page-frame';
import type { Flash } from '../frame';
import { listShopKeys } from '../../../data/platform/owner-keys';
import type { MadeKey } from '../../../app/owner/keys';
import { shopValues } from './values';
import { ShopPage } from './page';
/** The shop page: the stored settings under what the owner `typed`, refusals beside their fields, or a notice. */
export async function shopPage(
  c: Context<AppEnv>,
  store: Store,
  typed: FormValues = {},
  errors: FieldErrors = {},
  status = 200,
  notice?: Flash,
  made?: MadeKey,
) {
  const [domains, plugins, keys] = await Promise.all([
    listDomains(c.env.DB, store.id),
    readPlugins(shopOf(c, store.id)),
    listShopKeys(c.env.DB, store.id),
  ]);
  const t = translatorFor(c.get('lang') ?? 'en').t;
  const failed = Object.keys(errors).length > 0;
  const photoRefusal = c.req.query('photo');
  const flash =
    notice ??
    (failed
      ? { kind: 'problem' as const, text: t('console.fixBelow') }
      : photoRefusal
        ? { kind: 'problem' as const, text: photoRefusal.slice(0, 200) }
        : c.req.query('saved')
          ? { kind: 'ok' as const, text: t('console.saved') }
          : null);
  const values = { ...shopValues(store, plugins), ...typed };
  return renderPage(
    consoleFrame(c),
    <ShopPage store={store} values={values} errors={errors} domains={domains} keys={keys} made={made} flash={flash} />,
    { status },
  );
}

/** After a saved form: back to the shop page, which says so. */
export const saved = (c: Context<AppEnv>, storeId: string) => c.redirect(`/admin/${storeId}/shop?saved=1`, 303);
