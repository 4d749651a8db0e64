import type { ShopKey } from '../../../data/platform/owner-keys';
import type { MadeKey } from '../../../app/owner/keys';
import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import type { SectionProps } from './section-props';

/** The key just made: shown on this reply only (it is stored as its hash and cannot be shown again). */
function NewKey({ made }: { made: MadeKey }) {
  const { t } = useT();
  return (
    <div className="console-ok" role="status" data-testid="new-key">
      <p>{t('console.keys.made', { label: made.label })}</p>
      <p>
        <code data-testid="new-key-value">{made.key}</code>
      </p>
      <p className="small">{t('console.keys.onlyOnce')}</p>
    </div>
  );
}

/** Staff keys: the shop's keys (never the keys themselves), revoke one, make one with a role. */
export function KeysSection({ base, v, errors, keys, made }: SectionProps & { keys: ShopKey[]; made?: MadeKey }) {
  const { t } = useT();
  return (
    <section className="console-card" aria-labelledby="shop-keys" data-testid="shop-keys">
      <h2 id="shop-keys">{t('console.keys.title')}</h2>
      {made ? <NewKey made={made} /> : null}
      {errors.keyId ? (
        <p className="field-error" role="alert">
          {errors.keyId}
        </p>
      ) : null}
      <ul className="console-rows">
        {keys.map((k) => (
          <li key={k.keyId} className="console-row" data-testid="console-key" data-key-id={k.keyId} data-role={k.role}>
            <div className="console-row-main">
              <strong>{k.label}</strong>
              <span className="muted small">{`${t(k.role === 'owner' ? 'console.keys.roleOwner' : 'console.keys.roleOrders')} · ${k.keyPrefix}…`}</span>
            </div>
            <form method="post" action={`${base}/keys/${k.keyId}/revoke`}>
              <button
                className="button button-small button-quiet"
                type="submit"
                aria-label={`${t('console.keys.revoke')}: ${k.label}`}
              >
                {t('console.keys.revoke')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form method="post" action={`${base}/keys`} className="console-form" noValidate data-testid="shop-key-add">
        <Field
          name="label"
          label={t('console.keys.label')}
          value={v('label')}
          error={errors.label}
          maxLength={60}
          autoComplete="off"
        />
        <Field name="role" label={t('console.keys.role')} value={v('role') || 'orders'} error={errors.role}>
          <option value="orders">{t('console.keys.roleOrders')}</option>
          <option value="owner">{t('console.keys.roleOwner')}</option>
        </Field>
        <button className="button button-quiet" type="submit">
          {t('console.keys.make')}
        </button>
      </form>
    </section>
  );
}
