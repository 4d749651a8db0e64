import type { Store } from '../../../domain/tables/stores';
import { useT } from '../../../isomorphic/i18n';
import { Island } from '../../../render/island';
import photoPicker from '../../../../client/islands/photo-picker';
import { Field } from '../frame';
import type { SectionProps } from './section-props';

/** The shop's logo: the photo picker (camera, downscaled in the browser), posting to /shop/logo. */
export function LogoSection({ store, base }: { store: Store; base: string }) {
  const { t } = useT();
  return (
    <section className="console-card" aria-labelledby="shop-logo">
      <h2 id="shop-logo">{t('console.shop.logo')}</h2>
      {store.STORE_IMAGE ? (
        <img
          className="console-logo"
          src={store.STORE_IMAGE.startsWith('/media/') ? `${store.STORE_IMAGE}/160.jpg` : store.STORE_IMAGE}
          alt=""
          width={80}
          height={80}
          data-testid="console-logo"
        />
      ) : null}
      <form method="post" action={`${base}/logo`} encType="multipart/form-data" className="console-photo-form">
        <Island of={photoPicker} props={{ action: `${base}/logo`, field: 'logo', label: t('console.shop.logoPick') }} />
      </form>
    </section>
  );
}

/** Name, description and customer care phone. */
export function DetailsForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/details`}
      className="console-form console-card"
      noValidate
      data-testid="shop-details"
    >
      <h2>{t('console.shop.details')}</h2>
      <Field
        name="STORE_NAME"
        label={t('console.shop.name')}
        value={v('STORE_NAME')}
        error={errors.STORE_NAME}
        required
        maxLength={120}
      />
      <Field
        name="STORE_DESC"
        label={t('console.shop.description')}
        value={v('STORE_DESC')}
        error={errors.STORE_DESC}
        multiline
        maxLength={2000}
      />
      <Field
        name="CUST_CARE"
        label={t('console.shop.phone')}
        value={v('CUST_CARE')}
        error={errors.CUST_CARE}
        type="tel"
      />
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}

/** Opening hours, one line a day. */
export function HoursForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/hours`}
      className="console-form console-card"
      noValidate
      data-testid="shop-hours"
    >
      <h2>{t('console.shop.hours')}</h2>
      <Field
        name="WORKING_HOURS"
        label={t('console.shop.hours')}
        value={v('WORKING_HOURS')}
        error={errors.WORKING_HOURS}
        hint={t('console.shop.hoursHint')}
        multiline
      />
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}
