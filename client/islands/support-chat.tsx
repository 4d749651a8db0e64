import type { ReactNode } from 'react';
import { defineIsland } from '../lib/define-island';
import { openTawk } from '../lib/tawk';

export interface SupportChatProps {
  /** the shop's Tawk id */
  tawk: string;
  label: string;
  hint: string;
}

/** The account page's Support entry when the shop offers live chat: loads Tawk's script on intent and opens its window. */
function SupportChat({ tawk, label, hint }: SupportChatProps): ReactNode {
  return (
    <button type="button" className="entry" onClick={() => openTawk(tawk)}>
      <strong>{label}</strong>
      <span>{hint}</span>
    </button>
  );
}

export default defineIsland('support-chat', SupportChat);
