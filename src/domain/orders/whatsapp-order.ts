/** WhatsApp hand-offs of an order: the shopper sends it to the shop, the owner tells the shopper of a status move. */
import { indianMobileDigits, WHATSAPP_PREFIX } from '../catalogue/whatsapp';
import type { MessageId } from '../i18n/messages/en';
import type { Lang } from '../i18n/languages';

/** The page's translator (`t` of src/isomorphic/i18n.ts): the messages are said in the shopper's language. */
export type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** The English words, for a caller without a translator (the same sentences as the `whatsapp.` messages). */
const ENGLISH: Say = (id, v = {}) =>
  (
    ({
      'whatsapp.order.placed': `Hello ${v.shop}, I have placed order ${v.id}:`,
      'whatsapp.order.more': `and ${v.count} more`,
      'whatsapp.order.total': `Total ${v.total}.`,
      'whatsapp.order.track': `Track: ${v.url}`,
      'whatsapp.status': `Hello from ${v.shop}. Your order ${v.id}: ${v.status}.`,
      'whatsapp.status.track': `Track it here: ${v.url}`,
    }) as Record<string, string>
  )[id] ?? id;

/** How many item lines an order message lists before "and N more". */
export const MAX_ORDER_TEXT_LINES = 20;

export interface OrderTextItem {
  name: string;
  qty: number;
  optionLabel?: string;
}

/** One line of text: line breaks and runs of spaces in a name become one space, so they cannot break the message. */
const oneLine = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * The message the shopper sends the shop: "Hello Dilli Kirana, I have placed order 261124-K7Q2MX:", one
 * "2 x Chakki Atta (5 kg)" line per item (at most 20, then "and N more"), "Total ₹450." and "Track: <url>",
 * joined with '\n'.
 */
export function orderWhatsappText(
  o: { storeName: string; orderId: string; items: readonly OrderTextItem[]; totalText: string; trackUrl: string },
  t: Say = ENGLISH,
): string {
  const lines = o.items.slice(0, MAX_ORDER_TEXT_LINES).map((i) => {
    const option = i.optionLabel ? oneLine(i.optionLabel) : '';
    return `${i.qty} x ${oneLine(i.name)}${option ? ` (${option})` : ''}`;
  });
  if (o.items.length > MAX_ORDER_TEXT_LINES)
    lines.push(t('whatsapp.order.more', { count: o.items.length - MAX_ORDER_TEXT_LINES }));
  return [
    t('whatsapp.order.placed', { shop: oneLine(o.storeName), id: o.orderId }),
    ...lines,
    t('whatsapp.order.total', { total: o.totalText }),
    t('whatsapp.order.track', { url: o.trackUrl }),
  ].join('\n');
}

/** What the owner sends the shopper after moving the order: "Hello from <store>. Your order <id>: Packed." and the tracking link. */
export function statusWhatsappText(
  o: { storeName: string; orderId: string; statusLabel: string; trackUrl: string },
  t: Say = ENGLISH,
): string {
  return `${t('whatsapp.status', { shop: oneLine(o.storeName), id: o.orderId, status: o.statusLabel })}\n${t('whatsapp.status.track', { url: o.trackUrl })}`;
}

/**
 * The language the owner's WhatsApp texts about an order speak: the one the shopper placed it in (kept with the
 * order since that was recorded), else the shop's own.
 */
export function whatsappLanguageOf(placedIn: Lang | undefined, shopLanguage: Lang | undefined): Lang {
  return placedIn ?? shopLanguage ?? 'en';
}

/**
 * `https://wa.me/91XXXXXXXXXX?text=…` to an Indian mobile number (written with or without +91 or a leading 0);
 * null when the phone is not a usable mobile. Lone surrogates in the text become U+FFFD so encoding cannot throw.
 */
export function waLink(phone: string, text: string): string | null {
  const digits = typeof phone === 'string' ? indianMobileDigits(phone) : null;
  if (!digits) return null;
  return `https://wa.me/${WHATSAPP_PREFIX}${digits}?text=${encodeURIComponent(String(text).replace(/\p{Cs}/gu, '\uFFFD'))}`;
}
