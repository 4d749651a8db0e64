import { INDIAN_STATES } from '../../../domain/payments/gst';
import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import { Check } from './check';
import type { SectionProps } from './section-props';

/** Wallet and udhaar on or off, and the udhaar a customer may owe unless their own limit says otherwise. */
export function WalletForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/wallet`}
      className="console-form console-card"
      noValidate
      data-testid="shop-wallet"
    >
      <h2>{t('console.shop.wallet')}</h2>
      <Check name="WALLET.wallet" label={t('console.shop.walletOn')} checked={v('WALLET.wallet') === 'on'} />
      <Check name="WALLET.udhaar" label={t('console.shop.udhaarOn')} checked={v('WALLET.udhaar') === 'on'} />
      <Field
        name="WALLET.udhaarLimit"
        label={t('console.shop.udhaarLimit')}
        value={v('WALLET.udhaarLimit')}
        error={errors['WALLET.udhaarLimit']}
        hint={t('console.shop.udhaarLimitHint')}
        inputMode="decimal"
      />
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}

/** Reward points as payment: what a point is worth (rupees) and the most of an order they may pay (percent). */
export function RewardsForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/rewards`}
      className="console-form console-card"
      noValidate
      data-testid="shop-rewards"
    >
      <h2>{t('console.shop.rewards')}</h2>
      <p className="console-hint">{t('console.shop.rewardsEarn', { rupees: v('REWARDS.earnPer') || '100' })}</p>
      <Check name="REWARDS.enabled" label={t('console.shop.rewardsOn')} checked={v('REWARDS.enabled') === 'on'} />
      <div className="console-pair">
        <Field
          name="REWARDS.pointValue"
          label={t('console.shop.pointValue')}
          value={v('REWARDS.pointValue')}
          error={errors['REWARDS.pointValue']}
          inputMode="decimal"
        />
        <Field
          name="REWARDS.maxShare"
          label={t('console.shop.maxShare')}
          value={v('REWARDS.maxShare')}
          error={errors['REWARDS.maxShare']}
          inputMode="numeric"
        />
      </div>
      <Field
        name="REWARDS.earnPer"
        label={t('console.shop.earnPer')}
        value={v('REWARDS.earnPer')}
        error={errors['REWARDS.earnPer']}
        inputMode="decimal"
      />
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}

/** The GST registration the invoices print: GSTIN, state, legal name and address, the composition scheme. */
export function GstForm({ base, v, errors }: SectionProps) {
  const { t } = useT();
  return (
    <form method="post" action={`${base}/gst`} className="console-form console-card" noValidate data-testid="shop-gst">
      <h2>{t('console.shop.gst')}</h2>
      <Field
        name="gstin"
        label={t('console.shop.gstin')}
        value={v('gstin')}
        error={errors.gstin}
        hint={t('console.shop.gstinHint')}
        maxLength={15}
        autoComplete="off"
      />
      <Field name="stateCode" label={t('console.shop.gstState')} value={v('stateCode')} error={errors.stateCode}>
        <option value="">{t('console.shop.gstStateFromGstin')}</option>
        {Object.entries(INDIAN_STATES).map(([code, name]) => (
          <option key={code} value={code}>{`${code} · ${name}`}</option>
        ))}
      </Field>
      <Field
        name="legalName"
        label={t('console.shop.gstLegalName')}
        value={v('legalName')}
        error={errors.legalName}
        maxLength={120}
      />
      <Field
        name="address"
        label={t('console.shop.gstAddress')}
        value={v('address')}
        error={errors.address}
        multiline
        maxLength={300}
      />
      <Check name="compositionScheme" label={t('console.shop.composition')} checked={v('compositionScheme') === 'on'} />
      <Field
        name="invoiceSeries"
        label={t('console.shop.invoiceSeries')}
        value={v('invoiceSeries')}
        error={errors.invoiceSeries}
        hint={t('console.shop.invoiceSeriesHint')}
        maxLength={3}
        autoComplete="off"
      />
      <p className="console-hint">{t('console.shop.gstSeries')}</p>
      <button className="button" type="submit">
        {t('console.save')}
      </button>
    </form>
  );
}
