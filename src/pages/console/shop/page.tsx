import type { Store } from '../../../domain/tables/stores';
import type { DomainRecord } from '../../../data/platform/owner-domains';
import type { FieldErrors, FormValues } from '../../../domain/console/item-form';
import { shopLanguages } from '../../../domain/i18n/languages';
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
import type { ShopKey } from '../../../data/platform/owner-keys';
import type { MadeKey } from '../../../app/owner/keys';

/**
 * /admin/{storeId}/shop: every setting of the shop as its own plain form (details, hours, payments, delivery,
 * wallet and udhaar, rewards, GST, languages, custom domains with their proof, plugins, staff keys), one file a section.
 */
export function ShopPage({
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
