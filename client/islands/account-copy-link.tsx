import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';
import { useT } from '../../src/isomorphic/i18n';

export interface CopyLinkProps {
  link: string;
}

/** The reseller's referral link with a copy button ('Copied Successfully' / 'Could not be Copied'). */
function AccountCopyLink({ link }: CopyLinkProps) {
  const { t } = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t('account.copyLink.copied'));
    } catch {
      showToast(t('account.copyLink.failed'), 'error');
    }
  };
  return (
    <div className="copy-link">
      <input
        readOnly
        value={link}
        aria-label={t('account.copyLink.label')}
        data-testid="referral-link"
        onFocus={(e) => e.target.select()}
      />
      <button type="button" className="button" onClick={copy}>
        {t('account.copyLink.copy')}
      </button>
    </div>
  );
}

export default defineIsland('account-copy-link', AccountCopyLink, ['account.copyLink.']);
