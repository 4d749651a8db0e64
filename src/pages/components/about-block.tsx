import type { Store } from '../../schemas/store';

/** The spec's about-us block: phone, email, hours, address, GST, FSSAI and the shop's policies. */
export function AboutBlock({ store, headingLevel = 2 }: { store: Store; headingLevel?: 1 | 2 }) {
  const a = store.ABOUT;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hours = store.WORKING_HOURS.map((h) => `${h.day} ${h.open}–${h.close}`).join(', ');
  const rows: [string, string | undefined][] = [
    ['Phone', store.CUST_CARE ? `+91 ${store.CUST_CARE}` : undefined],
    ['Email', a.email],
    ['Hours', hours || undefined],
    ['Address', a.address],
    ['GSTIN', a.gstin],
    ['FSSAI', a.fssai],
    ['Terms', a.terms],
    ['Privacy', a.privacy],
    ['Refunds', a.refund],
    ['Delivery', a.delivery],
  ];
  return (
    <section className="about" aria-labelledby="about-title" id="about">
      <Heading id="about-title">About {store.STORE_NAME}</Heading>
      <dl>
        {rows.filter(([, v]) => v).map(([k, v]) => (
          <div key={k} className="about-row">
            <dt>{k}</dt>
            <dd>{k === 'Phone' ? <a href={`tel:+91${store.CUST_CARE}`}>{v}</a> : k === 'Email' ? <a href={`mailto:${v}`}>{v}</a> : v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
