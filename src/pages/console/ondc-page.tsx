import { useT } from '../../isomorphic/i18n';
import type { Store } from '../../domain/tables/stores';
import type { MessageId } from '../../domain/i18n/messages';
import type { ItemNetworkField } from '../../domain/ondc/item-fields';
import { ONDC_CITIES, ONDC_DOMAIN_CODES } from '../../domain/ondc/opt-in';
import { cityChoices, type FormText } from '../../domain/ondc/console-form';
import type { FieldErrors } from '../../domain/console/item-form';
import { ConsoleFrame, Field, type Flash } from './frame';
import { Check } from './shop/check';

/** An item on sale as the ONDC page lists it: not sent to the network, and why. */
export interface OndcItemRow {
  id: string;
  name: string;
  left_out: boolean;
  missing: ItemNetworkField[];
}

/** How many items the page lists by name (the rest are counted); a shop fills them a few at a time. */
export const LISTED_ON_PAGE = 100;

/** The name of a network field in the owner's language. */
export const fieldLabel = (field: ItemNetworkField): MessageId => `console.ondc.field.${field}`;
const domainLabel = (code: string): MessageId => `console.ondc.domain.${code.replace('ONDC:', '')}` as MessageId;
const cityLabel = (code: string): MessageId => `console.ondc.city.${code.replace('std:', '')}` as MessageId;

function OptInForm({ base, values, errors }: { base: string; values: FormText; errors: FieldErrors }) {
  const { t } = useT();
  const v = (k: string) => values[k] ?? '';
  return (
    <form
      method="post"
      action={`${base}/ondc`}
      className="console-form console-card"
      noValidate
      data-testid="ondc-opt-in"
    >
      <h2>{t('console.ondc.optIn')}</h2>
      <Check name="enabled" label={t('console.ondc.enabled')} checked={v('enabled') === 'on'} />
      <Field name="domain" label={t('console.ondc.domain')} value={v('domain')} error={errors.domain}>
        <option value="">{t('console.ondc.choose')}</option>
        {ONDC_DOMAIN_CODES.map((code) => (
          <option key={code} value={code}>
            {t(domainLabel(code))}
          </option>
        ))}
      </Field>
      <Field name="city" label={t('console.ondc.city')} value={v('city')} error={errors.city}>
        <option value="">{t('console.ondc.choose')}</option>
        {cityChoices(v('city')).map((city) => (
          <option key={city.code} value={city.code}>
            {ONDC_CITIES.some((c) => c.code === city.code) ? t(cityLabel(city.code)) : city.name}
          </option>
        ))}
      </Field>
      <Field
        name="fssai_licence"
        label={t('console.ondc.fssai')}
        hint={t('console.ondc.fssaiHint')}
        value={v('fssai_licence')}
        error={errors.fssai_licence}
        inputMode="numeric"
        maxLength={20}
      />
      <fieldset className="console-form">
        <legend>{t('console.ondc.care')}</legend>
        <p className="console-hint">{t('console.ondc.careHint')}</p>
        <Field
          name="care_name"
          label={t('console.ondc.careName')}
          value={v('care_name')}
          error={errors.care_name}
          maxLength={80}
          autoComplete="name"
        />
        <Field
          name="care_email"
          type="email"
          label={t('console.ondc.careEmail')}
          value={v('care_email')}
          error={errors.care_email}
          maxLength={120}
          autoComplete="email"
        />
        <Field
          name="care_phone"
          type="tel"
          label={t('console.ondc.carePhone')}
          value={v('care_phone')}
          error={errors.care_phone}
          inputMode="tel"
          maxLength={16}
          autoComplete="tel"
        />
      </fieldset>
      <button className="button" type="submit">
        {t('console.ondc.save')}
      </button>
    </form>
  );
}

function ItemsLeftOut({ base, rows, total }: { base: string; rows: OndcItemRow[]; total: number }) {
  const { t } = useT();
  const shown = rows.slice(0, LISTED_ON_PAGE);
  return (
    <section className="console-card" aria-labelledby="ondc-items-title" data-testid="ondc-items">
      <h2 id="ondc-items-title">{t('console.ondc.items')}</h2>
      <p>{t('console.ondc.itemsCount', { listed: total - rows.length, total })}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('console.ondc.allListed')}</p>
      ) : (
        <>
          <h3>{t('console.ondc.notListed')}</h3>
          <ul className="console-rows">
            {shown.map((row) => (
              <li key={row.id} className="console-row" data-testid="ondc-item" data-item={row.id}>
                <a className="console-row-main" href={`${base}/ondc/items/${row.id}`}>
                  <strong>{row.name}</strong>
                  <span className="muted small">
                    {row.left_out
                      ? t('console.ondc.leftOut')
                      : t('console.ondc.missing', { fields: row.missing.map((f) => t(fieldLabel(f))).join(', ') })}
                  </span>
                </a>
                <a
                  className="button button-small button-quiet"
                  href={`${base}/catalogue/${row.id}`}
                  aria-label={`${t('console.ondc.editItem')}: ${row.name}`}
                >
                  {t('console.ondc.editItem')}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** /admin/{storeId}/ondc: the opt-in form, then the items on sale that the network does not get yet and why. */
export function OndcPage({
  store,
  values,
  errors,
  optedIn,
  rows,
  total,
  flash,
}: {
  store: Store;
  values: FormText;
  errors: FieldErrors;
  optedIn: boolean;
  rows: OndcItemRow[];
  total: number;
  flash: Flash | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}`;
  return (
    <ConsoleFrame store={store} section="ondc" title={t('console.ondc.title')} flash={flash} path={`${base}/ondc`}>
      <p>{t('console.ondc.intro')}</p>
      {optedIn ? null : <p className="muted">{t('console.ondc.notYet')}</p>}
      <OptInForm base={base} values={values} errors={errors} />
      <ItemsLeftOut base={base} rows={rows} total={total} />
    </ConsoleFrame>
  );
}
