/** WhatsApp hand-offs of an order: the shopper sends it to the shop, the owner tells the shopper of a status move. */
import { indianMobileDigits, WHATSAPP_PREFIX } from '../catalogue/whatsapp';

const MAX_LINES = 20;

export interface OrderTextItem { name: string; qty: number; optionLabel?: string }

/** "Hello Dilli Kirana, I have placed order 261124-K7Q2MX: …" with the items, total and tracking link. */
export function orderWhatsappText(o: { storeName: string; orderId: string; items: OrderTextItem[]; totalText: string; trackUrl: string }): string {
  const lines = o.items.slice(0, MAX_LINES).map((i) => `${i.qty} x ${i.name}${i.optionLabel ? ` (${i.optionLabel})` : ''}`);
  if (o.items.length > MAX_LINES) lines.push(`and ${o.items.length - MAX_LINES} more`);
  return [`Hello ${o.storeName}, I have placed order ${o.orderId}:`, ...lines, `Total ${o.totalText}.`, `Track: ${o.trackUrl}`].join('\n');
}

/** What the owner sends the shopper after moving the order. */
export function statusWhatsappText(o: { storeName: string; orderId: string; statusLabel: string; trackUrl: string }): string {
  return `Hello from ${o.storeName}. Your order ${o.orderId}: ${o.statusLabel}.\nTrack it here: ${o.trackUrl}`;
}

/** wa.me to an Indian mobile number (91 + 10 digits) with the text; null when the number is not a usable mobile. */
export function waLink(phone: string, text: string): string | null {
  const digits = indianMobileDigits(phone);
  return digits ? `https://wa.me/${WHATSAPP_PREFIX}${digits}?text=${encodeURIComponent(text)}` : null;
}
