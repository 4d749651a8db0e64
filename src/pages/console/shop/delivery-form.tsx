import type { MessageId } from '../../../domain/i18n/messages';
import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import type { SectionProps } from './section-props';

/** The delivery rules in pairs: money in rupees, distances in km. */
const PAIRS: [string, MessageId][][] = [
  [
    ['MINIMUM_CART_VALUE', 'console.shop.minimumCart'],
    ['DELIVERY_CHARGE', 'console.shop.deliveryCharge'],
  ],
  [
    ['DELIVERY_FREE_ABOVE', 'console.shop.freeAbove'],
    ['EXTRA_CHARGE_PER_KM', 'console.shop.perKm'],
  ],
  [
    ['STANDARD_DELIVERY_AREA', 'console.shop.standardArea'],
    ['MAX_DELIVERY_RADIUS', 'console.shop.maxRadius'],
  ],
];

/** Minimum order, delivery charges and areas, and the pincodes served. */
export function DeliveryForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/delivery`}
      className="console-form console-card"
      noValidate
      data-testid="shop-delivery"
    >
      <h2>{t('console.shop.delivery')}</h2>
      {PAIRS.map((pair) => (
        <div className="console-pair" key={pair[0][0]}>
          {pair.map(([name, label]) => (
            <Field key={name} name={name} label={t(label)} value={v(name)} error={errors[name]} inputMode="decimal" />
          ))}
        </div>
      ))}
      <Field
        name="SERVICEABLE_PINCODES"
        label={t('console.shop.pincodes')}
        value={v('SERVICEABLE_PINCODES')}
        error={errors.SERVICEABLE_PINCODES}
        hint={t('console.shop.pincodesHint')}
        multiline
      />
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}
