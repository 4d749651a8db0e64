import { indianMobileDigits, WHATSAPP_PREFIX } from '../catalogue/whatsapp';

/** Chat support is a live-chat widget (Tawk) or WhatsApp with customer care (spec sections 1, 4, 5). */
const MIN_TAWK_ID_LENGTH = 6; // "used only if its id is longer than 5 characters"
export const CHAT_CHECK_DELAY_MS = 1000;

export type ChatChoice = { kind: 'tawk'; tawkId: string } | { kind: 'whatsapp'; href: string } | { kind: 'none' };

/** A chat (not item enquiry) link to customer care on WhatsApp, optionally with a greeting. */
export function whatsappChatLink(custCare: string, text?: string): string | null {
  const local = indianMobileDigits(custCare);
  if (!local) return null;
  return `https://wa.me/${WHATSAPP_PREFIX}${local}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

export function chooseChat(opts: {
  tawk?: { ENABLED: boolean; TAWK_ID: string } | null;
  waEnabled: boolean;
  custCare: string;
  greeting?: string;
}): ChatChoice {
  const id = opts.tawk?.TAWK_ID?.trim() ?? '';
  if (opts.tawk?.ENABLED && id.length >= MIN_TAWK_ID_LENGTH && /^[A-Za-z0-9/_-]+$/.test(id))
    return { kind: 'tawk', tawkId: id };
  if (opts.waEnabled) {
    const href = whatsappChatLink(opts.custCare, opts.greeting);
    if (href) return { kind: 'whatsapp', href };
  }
  return { kind: 'none' };
}
