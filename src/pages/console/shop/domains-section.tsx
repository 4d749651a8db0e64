import type { DomainRecord } from '../../../data/platform/owner-domains';
import { claimExpiresAt, proofInstructions } from '../../../domain/domains/verification';
import { useT } from '../../../isomorphic/i18n';
import { Field } from '../frame';
import type { SectionProps } from './section-props';

function DomainRow({ base, d }: { base: string; d: DomainRecord }) {
  const { t } = useT();
  const proof = d.status === 'pending' ? proofInstructions(d.host, d.token, claimExpiresAt(d)) : null;
  const host = encodeURIComponent(d.host);
  return (
    <li className="console-row" data-testid="console-domain" data-host={d.host} data-status={d.status}>
      <div className="console-row-main">
        <strong>{d.host}</strong>
        <span className="small">
          {t(d.status === 'verified' ? 'console.shop.domainVerified' : 'console.shop.domainPending')}
        </span>
        {proof ? (
          <span className="muted small console-proof">
            {t('console.shop.domainProof', { name: proof.dns.name, value: proof.dns.value })}
          </span>
        ) : null}
      </div>
      <div className="console-row-actions">
        {proof ? (
          <form method="post" action={`${base}/domains/${host}/verify`}>
            <button className="button button-small" type="submit">
              {t('console.shop.domainVerify')}
            </button>
          </form>
        ) : null}
        <form method="post" action={`${base}/domains/${host}/remove`}>
          <button
            className="button button-small button-quiet"
            type="submit"
            aria-label={`${t('console.shop.domainRemove')}: ${d.host}`}
          >
            {t('console.shop.domainRemove')}
          </button>
        </form>
      </div>
    </li>
  );
}

/** The shop's custom domains with their proof status, and the form that claims one. */
export function DomainsSection({ base, v, errors, domains }: SectionProps & { domains: DomainRecord[] }) {
  const { t } = useT();
  return (
    <section className="console-card" aria-labelledby="shop-domains">
      <h2 id="shop-domains">{t('console.shop.domains')}</h2>
      {domains.length ? (
        <ul className="console-rows">
          {domains.map((d) => (
            <DomainRow key={d.host} base={base} d={d} />
          ))}
        </ul>
      ) : (
        <p className="muted">{t('console.shop.noDomains')}</p>
      )}
      <form method="post" action={`${base}/domains`} className="console-form" noValidate data-testid="shop-domain-add">
        <Field
          name="host"
          label={t('console.shop.domainHost')}
          value={v('host')}
          error={errors.host}
          maxLength={253}
          autoComplete="off"
        />
        <button className="button button-quiet" type="submit">
          {t('console.shop.domainAdd')}
        </button>
      </form>
    </section>
  );
}
