import { useEffect } from 'react';
import { defineIsland } from '../lib/define-island';
import { loadTawk, openTawk } from '../lib/tawk';
import { useT } from '../../src/isomorphic/i18n';
import { telHref } from '../../src/domain/i18n/formats';
import { formatIndianPhone } from '../../src/domain/account/phone';

export interface ContactSheetProps {
  shop: string;
  /** customer care's number: a call link */
  phone?: string;
  /** a wa.me chat link with the greeting */
  whatsapp?: string;
  /** the shop's Tawk id: the live chat */
  tawk?: string;
  /** offer alerts (the push plugin shows the button when the browser can take them) */
  alerts?: true;
}

/**
 * The floating chat button opening the contact bottom sheet: call, WhatsApp, live chat, offer alerts. A
 * `<details>`, so it opens and its links work without JavaScript. The island wakes on the first sign of intent
 * towards the button; only then does it load the live chat's script (client/lib/tawk.ts), and "Live chat" opens it.
 */
function ContactSheet({ shop, phone, whatsapp, tawk, alerts }: ContactSheetProps) {
  const { t } = useT();
  useEffect(() => {
    if (tawk) void loadTawk(tawk);
  }, [tawk]);
  return (
    <details className="contact-sheet" data-testid="chat-button">
      <summary className="chat-fab" aria-label={t('layout.contact')}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H8l-4 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
      </summary>
      <div className="sheet" role="group" aria-label={t('layout.contact')}>
        <h2>{t('layout.contactShop', { shop })}</h2>
        <ul>
          {phone ? (
            <li>
              <a className="sheet-action" href={telHref(phone)}>
                {t('layout.call', { phone: formatIndianPhone(phone) })}
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li>
              <a className="sheet-action" href={whatsapp} target="_blank" rel="noopener">
                {t('layout.whatsapp')}
              </a>
            </li>
          ) : null}
          {tawk ? (
            <li>
              <button type="button" className="sheet-action" data-chat-open onClick={() => openTawk(tawk)}>
                {t('layout.liveChat')}
              </button>
            </li>
          ) : null}
          {alerts ? (
            <li>
              <button type="button" className="sheet-action" data-push-enable hidden>
                {t('layout.offerAlerts')}
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </details>
  );
}

export default defineIsland('contact-sheet', ContactSheet, [
  'layout.contact',
  'layout.call',
  'layout.whatsapp',
  'layout.liveChat',
  'layout.offerAlerts',
]);
