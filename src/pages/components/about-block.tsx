import type { Store } from '../../domain/tables/stores';
import { useT } from '../../isomorphic/i18n';
import { hoursText, telHref } from '../../domain/i18n/formats';
import { formatIndianPhone } from '../../domain/account/phone';
import type { MessageId } from '../../domain/i18n/messages';

/** The spec's about-us block: phone, email, hours, address, GST, FSSAI and the shop's policies. */
export function AboutBlock({ store, headingLevel = 2 }: { store: Store; headingLevel?: 1 | 2 }) {
  const { t, locale } = useT();
  const a = store.ABOUT;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hours = hoursText(store.WORKING_HOURS, locale);
  const rows: [string, string | undefined][] = [
    ['phone', store.CUST_CARE ? formatIndianPhone(store.CUST_CARE) : undefined],
    ['email', a.email],
    ['hours', hours || undefined],
    ['address', a.address],
    ['gstin', a.gstin],
    ['fssai', a.fssai],
    ['terms', a.terms],
    ['privacy', a.privacy],
    ['refunds', a.refund],
    ['delivery', a.delivery],
  ];
  return (
    <section className="about" aria-labelledby="about-title" id="about">
      <Heading id="about-title">{t('about.title', { shop: store.STORE_NAME })}</Heading>
      <dl>
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="about-row">
              <dt>{t(`about.${k}` as MessageId)}</dt>
              <dd>
                {k === 'phone' ? (
                  <a href={telHref(store.CUST_CARE)}>{v}</a>
                ) : k === 'email' ? (
                  <a href={`mailto:${v}`}>{v}</a>
                ) : (
                  v
                )}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
