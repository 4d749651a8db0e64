import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import { Check } from './check';
import type { SectionProps } from './section-props';

/** Cash on delivery (with its limit in rupees) and UPI (the shop's VPA and payee name). */
export function PaymentsForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/payments`}
      className="console-form console-card"
      noValidate
      data-testid="shop-payments"
    >
      <h2>{t('console.shop.payments')}</h2>
      <Check name="COD.enabled" label={t('console.shop.cod')} checked={v('COD.enabled') === 'on'} />
      <Field
        name="COD.maxOrderValue"
        label={t('console.shop.codMax')}
        value={v('COD.maxOrderValue')}
        error={errors['COD.maxOrderValue']}
        inputMode="decimal"
      />
      <Check name="UPI.enabled" label={t('console.shop.upi')} checked={v('UPI.enabled') === 'on'} />
      <Field
        name="UPI.vpa"
        label={t('console.shop.vpa')}
        value={v('UPI.vpa')}
        error={errors['UPI.vpa'] ?? errors.UPI}
        maxLength={320}
      />
      <Field
        name="UPI.payeeName"
        label={t('console.shop.payee')}
        value={v('UPI.payeeName')}
        error={errors['UPI.payeeName']}
        maxLength={100}
      />
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}
