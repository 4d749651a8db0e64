import type { Store } from '../../domain/tables/stores';
import { hrefWith, PageLinks } from './paging-links';
import type { FieldErrors, FormValues } from '../../domain/console/item-form';
import { HELLO_BAR_COLOURS, HELLO_BAR_PALETTE } from '../../domain/hello-bar-palette';
import { HELLO_BAR_SCREENS } from '../../domain/screens';
import { formatMoney } from '../../domain/money';
import { useT } from '../../isomorphic/i18n';
import { ConsoleFrame, Field, type Flash } from './frame';

export interface BarValues {
  text?: string;
  link?: string;
  colour?: string;
  screens?: string[];
}

export function OffersPage({
  store,
  coupons,
  values,
  errors,
  barValues,
  barErrors,
  flash,
  paged,
  nextCursor,
}: {
  store: Store;
  coupons: Record<string, unknown>[];
  values: FormValues;
  errors: FieldErrors;
  barValues: BarValues;
  barErrors: FieldErrors;
  flash: Flash | null;
  paged: boolean;
  nextCursor: string | null;
}) {
  const { t } = useT();
  const base = `/admin/${store.id}/offers`;
  const v = (k: string) => values[k] ?? '';
  const screens = barValues.screens ?? [];
  return (
    <ConsoleFrame
      store={store}
      section="offers"
      title={t('console.offers.title')}
      flash={flash}
      path={`/admin/${store.id}/offers`}
    >
      <section aria-labelledby="coupons-title" className="console-card">
        <h2 id="coupons-title">{t('console.offers.coupons')}</h2>
        {coupons.length === 0 ? <p className="muted">{t('console.offers.noCoupons')}</p> : null}
        <ul className="console-rows">
          {coupons.map((cp) => {
            const code = String(cp.code);
            const active = cp.isActive === true;
            const value =
              cp.type === 'PERCENT' ? `${String(cp.value)}%` : formatMoney(Number(cp.value), store.CURRENCY);
            return (
              <li key={code} className="console-row" data-testid="console-coupon" data-code={code}>
                <div className="console-row-main">
                  <strong>{`${code} · ${value}`}</strong>
                  <span className="muted small">{`${t(active ? 'console.offers.active' : 'console.offers.paused')} · ${t('console.offers.used', { count: Number(cp.usedCount ?? 0) })}${cp.description ? ` · ${String(cp.description)}` : ''}`}</span>
                </div>
                <div className="console-row-actions">
                  <form method="post" action={`${base}/coupons/${encodeURIComponent(code)}`}>
                    <input type="hidden" name="isActive" value={active ? 'no' : 'yes'} />
                    <button
                      className="button button-small button-quiet"
                      type="submit"
                      aria-label={`${t(active ? 'console.offers.pause' : 'console.offers.resume')}: ${code}`}
                    >
                      {t(active ? 'console.offers.pause' : 'console.offers.resume')}
                    </button>
                  </form>
                  <form method="post" action={`${base}/coupons/${encodeURIComponent(code)}/remove`}>
                    <button
                      className="button button-small button-quiet"
                      type="submit"
                      aria-label={`${t('console.offers.remove')}: ${code}`}
                    >
                      {t('console.offers.remove')}
                    </button>
                  </form>
                </div>
              </li>
            );
          })}
        </ul>
        <PageLinks
          testid="coupons-page"
          firstHref={paged ? base : null}
          nextHref={nextCursor ? hrefWith(base, { cursor: nextCursor }) : null}
        />
        <h3>{t('console.offers.newCoupon')}</h3>
        <form
          method="post"
          action={`${base}/coupons`}
          className="console-form"
          noValidate
          data-testid="console-coupon-form"
        >
          <Field
            name="code"
            label={t('console.offers.code')}
            value={v('code')}
            error={errors.code}
            required
            maxLength={20}
            autoComplete="off"
          />
          <div className="console-pair">
            <Field name="type" label={t('console.offers.type')} value={v('type') || 'FLAT'} error={errors.type}>
              <option value="FLAT">{t('console.offers.flat')}</option>
              <option value="PERCENT">{t('console.offers.percent')}</option>
            </Field>
            <Field
              name="value"
              label={t('console.offers.value')}
              value={v('value')}
              error={errors.value}
              inputMode="decimal"
              required
            />
          </div>
          <Field
            name="description"
            label={t('console.item.description')}
            value={v('description')}
            error={errors.description}
            maxLength={300}
          />
          <div className="console-pair">
            <Field
              name="minCartValue"
              label={t('console.offers.minCart')}
              value={v('minCartValue')}
              error={errors.minCartValue}
              inputMode="decimal"
            />
            <Field
              name="maxDiscount"
              label={t('console.offers.maxDiscount')}
              value={v('maxDiscount')}
              error={errors.maxDiscount}
              inputMode="decimal"
            />
          </div>
          <div className="console-pair">
            <Field
              name="usageLimit"
              label={t('console.offers.usageLimit')}
              value={v('usageLimit')}
              error={errors.usageLimit}
              inputMode="numeric"
            />
            <Field
              name="perUserLimit"
              label={t('console.offers.perUser')}
              value={v('perUserLimit')}
              error={errors.perUserLimit}
              inputMode="numeric"
            />
          </div>
          <div className="console-pair">
            <Field
              name="validFrom"
              label={t('console.offers.validFrom')}
              value={v('validFrom')}
              error={errors.validFrom}
              type="date"
            />
            <Field
              name="validTo"
              label={t('console.offers.validTo')}
              value={v('validTo')}
              error={errors.validTo}
              type="date"
            />
          </div>
          <div className="console-check">
            <input
              id="f-listed"
              type="checkbox"
              name="isVisible"
              defaultChecked={values.isVisible !== undefined ? values.isVisible === 'on' : true}
            />
            <label htmlFor="f-listed">{t('console.offers.listed')}</label>
          </div>
          <button className="button" type="submit" data-testid="console-coupon-create">
            {t('console.offers.create')}
          </button>
        </form>
      </section>
      <section aria-labelledby="bar-title" className="console-card">
        <h2 id="bar-title">{t('console.offers.helloBar')}</h2>
        <form
          method="post"
          action={`${base}/hello-bar`}
          className="console-form"
          noValidate
          data-testid="console-bar-form"
        >
          <Field
            name="text"
            label={t('console.offers.barText')}
            value={barValues.text ?? ''}
            error={barErrors.text}
            maxLength={200}
            required
          />
          <Field
            name="link"
            label={t('console.offers.barLink')}
            value={barValues.link ?? ''}
            error={barErrors.link}
            maxLength={300}
          />
          <fieldset className="console-swatches">
            <legend>{t('console.offers.barColour')}</legend>
            {HELLO_BAR_COLOURS.map((name) => {
              const pair = HELLO_BAR_PALETTE[name];
              return (
                <label key={name} className={`console-swatch hello-bar${pair ? ` hello-bar-${name}` : ''}`}>
                  <input
                    type="radio"
                    name="colour"
                    value={name}
                    defaultChecked={(barValues.colour || 'shop') === name}
                  />
                  <span>{name}</span>
                </label>
              );
            })}
          </fieldset>
          {barErrors.colour ? <p className="field-error">{barErrors.colour}</p> : null}
          <fieldset className="console-screens">
            <legend>{t('console.offers.barScreens')}</legend>
            {HELLO_BAR_SCREENS.map((s) => (
              <label key={s} className="console-check">
                <input type="checkbox" name="targetScreens" value={s} defaultChecked={screens.includes(s)} />
                {s}
              </label>
            ))}
          </fieldset>
          {barErrors.targetScreens ? <p className="field-error">{barErrors.targetScreens}</p> : null}
          <button className="button" type="submit" data-testid="console-bar-save">
            {t('console.offers.barSave')}
          </button>
        </form>
        {store.HelloBar ? (
          <form method="post" action={`${base}/hello-bar/remove`}>
            <button className="button button-quiet" type="submit">
              {t('console.offers.barRemove')}
            </button>
          </form>
        ) : null}
      </section>
    </ConsoleFrame>
  );
}
