import { showToast } from '../lib/toast';
import { defineIsland } from '../lib/define-island';

export interface CopyLinkProps { link: string }

/** The reseller's referral link with a copy button ('Copied Successfully' / 'Could not be Copied'). */
function AccountCopyLink({ link }: CopyLinkProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('Copied Successfully');
    } catch {
      showToast('Could not be Copied', 'error');
    }
  };
  return (
    <div className="copy-link">
      <input readOnly value={link} aria-label="Your referral link" data-testid="referral-link" onFocus={(e) => e.target.select()} />
      <button type="button" className="button" onClick={copy}>Copy</button>
    </div>
  );
}

export default defineIsland('account-copy-link', AccountCopyLink);
