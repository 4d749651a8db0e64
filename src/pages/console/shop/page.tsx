import type { Context } from 'hono';
import type { AppEnv } from '../../../middleware/app-env';
import type { Store } from '../../../domain/tables/stores';
import { listDomains, type DomainRecord } from '../../../data/platform/owner-domains';
import { readPlugins } from '../../../data/shop/owner-plugins';
import { shopOf } from '../../../middleware/shop-context';
import type { FieldErrors, FormValues } from '../../../domain/console/item-form';
import { shopLanguages } from '../../../domain/i18n/languages';
import { translatorFor } from '../../../render/i18n';
import { renderHtml } from '../../render-page';
import { useT } from '../../../isomorphic/i18n';
import { ConsoleFrame, type Flash } from '../frame';
import { DetailsForm, HoursForm, LogoSection } from './details-forms';
import { PaymentsForm } from './payments-form';
import { DeliveryForm } from './delivery-form';
import { LanguagesForm } from './languages-form';
import { DomainsSection } from './domains-section';
import { PluginsSection } from './plugins-section';
import { GstForm, RewardsForm, WalletForm } from './money-forms';
import { KeysSection } from './keys-section';
import { listShopKeys, type ShopKey } from '../../../data/platform/owner-keys';
import type { MadeKey } from '../../../app/owner/keys';
import { shopValues } from './values';

/**
 * /admin/{storeId}/shop: every setting of the shop as its own plain form (details, hours, payments, delivery,
 * wallet and udhaar, rewards, GST, languages, custom domains with their proof, plugins, staff keys), one file a section.
 */
function ShopPage({
  store,
  values,
  errors,
  domains,
  keys,
  made,
  flash,
}: {
  store: Store;
  values: FormValues;
  errors: FieldErrors;
  domains: DomainRecord[];
  keys: ShopKey[];
  made?: MadeKey;
  flash: Flash | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}/shop`;
  const section = { base, errors, v: (k: string) => values[k] ?? '' };
  const offered = values.LANGUAGES ? values.LANGUAGES.split(',') : shopLanguages(store.LANGUAGE, store.LANGUAGES);
  return (
    <ConsoleFrame store={store} section="shop" title={t('console.shop.title')} flash={flash} path={base}>
      <LogoSection store={store} base={base} />
      <DetailsForm {...section} />
      <HoursForm {...section} />
      <PaymentsForm {...section} />
      <DeliveryForm {...section} />
      <WalletForm {...section} />
      <RewardsForm {...section} />
      <GstForm {...section} />
      <LanguagesForm {...section} offered={offered} />
      <DomainsSection {...section} domains={domains} />
      <PluginsSection {...section} />
      <KeysSection {...section} keys={keys} made={made} />
    </ConsoleFrame>
  );
}

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
  return renderHtml(
    c,
    <ShopPage store={store} values={values} errors={errors} domains={domains} keys={keys} made={made} flash={flash} />,
    { status },
  );
}

/** After a saved form: back to the shop page, which says so. */
export const saved = (c: Context<AppEnv>, storeId: string) => c.redirect(`/admin/${storeId}/shop?saved=1`, 303);
