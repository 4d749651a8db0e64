import type { CustomerSummary } from '../../data/shop/owner-customers';
import { paiseToRupees } from '../../domain/console/money-text';
import { useT } from '../../isomorphic/i18n';
import { Field } from './frame';

/** A customer's own udhaar limit in rupees; empty: the shop's limit applies (PATCH /customers/{uid}). */
export function LimitForm({ base, c, error }: { base: string; c: CustomerSummary; error?: string }) {
  const { t } = useT();
  return (
    <form
      method="post"
      action={`${base}/${c.uid}/limit`}
      className="console-ledger"
      noValidate
      data-testid="console-limit-form"
    >
      <Field
        name="UDHAAR_LIMIT"
        idFor={`limit-${c.uid}`}
        label={t('console.customers.limit')}
        value={c.udhaarLimit === null ? '' : paiseToRupees(c.udhaarLimit)}
        inputMode="decimal"
        error={error}
      />
      <button className="button button-small button-quiet" type="submit">
        {t('console.customers.setLimit')}
      </button>
    </form>
  );
}
