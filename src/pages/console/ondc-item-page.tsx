import { useT } from '../../isomorphic/i18n';
import type { Store } from '../../domain/tables/stores';
import { FASHION_GENDERS, PREPACKAGED_FOOD_FIELDS, type ItemNetworkField } from '../../domain/ondc/item-fields';
import { FABRICS } from '../../domain/ondc/fashion-values';
import { SHIP_TIMES, shipTimeParts, type FormText } from '../../domain/ondc/console-form';
import type { FieldErrors } from '../../domain/console/item-form';
import { ConsoleFrame, Field, type Flash } from './frame';
import { Check } from './shop/check';
import { fieldLabel } from './ondc-page';

/** The item's network fields as the page shows them: its name, what its domain still lacks, and the form's values. */
export interface OndcItemView {
  id: string;
  name: string;
  missing: ItemNetworkField[];
}

function YesNo({
  name,
  value,
  error,
  yes = 'console.ondc.yes',
  no = 'console.ondc.no',
}: {
  name: ItemNetworkField;
  value: string;
  error?: string;
  yes?: 'console.ondc.yes' | 'console.ondc.vegYes';
  no?: 'console.ondc.no' | 'console.ondc.vegNo';
}) {
  const { t } = useT();
  return (
    <Field name={name} label={t(fieldLabel(name))} value={value} error={error}>
      <option value="">{t('console.ondc.notSet')}</option>
      <option value="yes">{t(yes)}</option>
      <option value="no">{t(no)}</option>
    </Field>
  );
}

function ShipTime({ value, error }: { value: string; error?: string }) {
  const { t } = useT();
  const choices: string[] =
    value && !(SHIP_TIMES as readonly string[]).includes(value) ? [value, ...SHIP_TIMES] : [...SHIP_TIMES];
  const said = (d: string) => {
    const parts = shipTimeParts(d);
    return parts ? t(`console.ondc.${parts.unit}`, { n: parts.n }) : d;
  };
  return (
    <Field name="time_to_ship" label={t(fieldLabel('time_to_ship'))} value={value} error={error}>
      <option value="">{t('console.ondc.notSet')}</option>
      {choices.map((d) => (
        <option key={d} value={d}>
          {said(d)}
        </option>
      ))}
    </Field>
  );
}

/** /admin/{storeId}/ondc/items/{itemId}: what the network asks of one item, or leaving it out. */
export function OndcItemPage({
  store,
  item,
  values,
  errors,
  flash,
}: {
  store: Store;
  item: OndcItemView;
  values: FormText;
  errors: FieldErrors;
  flash: Flash | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}`;
  const v = (k: string) => values[k] ?? '';
  const path = `${base}/ondc/items/${item.id}`;
  return (
    <ConsoleFrame store={store} section="ondc" title={t('console.ondc.itemTitle')} flash={flash} path={path}>
      <p>
        <a href={`${base}/ondc`}>{t('console.ondc.backToList')}</a>
      </p>
      <h2>{item.name}</h2>
      <p>{t('console.ondc.itemIntro', { name: item.name })}</p>
      {item.missing.length ? (
        <p className="muted" data-testid="ondc-item-missing">
          {t('console.ondc.missing', { fields: item.missing.map((f) => t(fieldLabel(f))).join(', ') })}
        </p>
      ) : null}
      <form method="post" action={path} className="console-form console-card" noValidate data-testid="ondc-item-form">
        <Check name="left_out" label={t('console.ondc.leaveOut')} checked={v('left_out') === 'on'} />
        <Field
          name="manufacturer"
          label={t(fieldLabel('manufacturer'))}
          value={v('manufacturer')}
          error={errors.manufacturer}
          maxLength={200}
        />
        <Field
          name="net_quantity"
          label={t(fieldLabel('net_quantity'))}
          hint={t('console.ondc.hint.net_quantity')}
          value={v('net_quantity')}
          error={errors.net_quantity}
          maxLength={40}
        />
        <Field
          name="country_of_origin"
          label={t(fieldLabel('country_of_origin'))}
          hint={t('console.ondc.hint.country_of_origin')}
          value={v('country_of_origin')}
          error={errors.country_of_origin}
          maxLength={3}
          autoComplete="off"
        />
        <YesNo name="veg" value={v('veg')} error={errors.veg} yes="console.ondc.vegYes" no="console.ondc.vegNo" />
        <YesNo name="returnable" value={v('returnable')} error={errors.returnable} />
        <YesNo name="cancellable" value={v('cancellable')} error={errors.cancellable} />
        <ShipTime value={v('time_to_ship')} error={errors.time_to_ship} />
        <YesNo name="available_on_cod" value={v('available_on_cod')} error={errors.available_on_cod} />
        <Field
          name="product_code"
          label={t(fieldLabel('product_code'))}
          hint={t('console.ondc.hint.product_code')}
          value={v('product_code')}
          error={errors.product_code}
          maxLength={44}
          autoComplete="off"
        />
        <fieldset className="console-form">
          <legend>{t('console.ondc.food')}</legend>
          <p className="console-hint">{t('console.ondc.foodHint')}</p>
          {PREPACKAGED_FOOD_FIELDS.map((name) => (
            <Field
              key={name}
              name={name}
              label={t(fieldLabel(name))}
              value={v(name)}
              error={errors[name]}
              multiline={name !== 'brand_owner_fssai'}
              inputMode={name === 'brand_owner_fssai' ? 'numeric' : undefined}
              maxLength={name === 'brand_owner_fssai' ? 20 : 500}
            />
          ))}
        </fieldset>
        <fieldset className="console-form">
          <legend>{t('console.ondc.fashion')}</legend>
          <p className="console-hint">{t('console.ondc.fashionHint')}</p>
          <Field name="gender" label={t(fieldLabel('gender'))} value={v('gender')} error={errors.gender}>
            <option value="">{t('console.ondc.notSet')}</option>
            {FASHION_GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`console.ondc.gender.${g}`)}
              </option>
            ))}
          </Field>
          <Field name="brand" label={t(fieldLabel('brand'))} value={v('brand')} error={errors.brand} maxLength={100} />
          <Field
            name="colour"
            label={t(fieldLabel('colour'))}
            hint={t('console.ondc.hint.colour')}
            value={v('colour')}
            error={errors.colour}
            maxLength={7}
            autoComplete="off"
          />
          <Field name="size" label={t(fieldLabel('size'))} value={v('size')} error={errors.size} maxLength={20} />
          <Field
            name="fabric"
            label={t(fieldLabel('fabric'))}
            hint={t('console.ondc.hint.fabric')}
            value={v('fabric')}
            error={errors.fabric}
          >
            <option value="">{t('console.ondc.notSet')}</option>
            {FABRICS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </Field>
          <Field
            name="size_chart"
            label={t(fieldLabel('size_chart'))}
            hint={t('console.ondc.hint.size_chart')}
            value={v('size_chart')}
            error={errors.size_chart}
            maxLength={500}
            type="url"
            autoComplete="off"
          />
        </fieldset>
        <button className="button" type="submit">
          {t('console.ondc.save')}
        </button>
      </form>
      <p>
        <a href={`${base}/catalogue/${item.id}`}>{t('console.ondc.editItem')}</a>
      </p>
    </ConsoleFrame>
  );
}
