import type { Tenant } from '../data/shop/tenant-loader';
import type { Lang } from '../domain/i18n/languages';
import { localCategory, localStore } from '../domain/i18n/localise';

/** The shop as a page in `lang` shows it: its texts and categories in that language. */
export function localTenant(tenant: Tenant, lang: Lang): Tenant {
  const store = tenant.store;
  if (!store || lang === store.LANGUAGE) return tenant;
  return {
    ...tenant,
    store: localStore(store, lang),
    categories: tenant.categories.map((c) => localCategory(c, lang, store.LANGUAGE)),
  };
}
