/** WhatsApp enquiry links: https://wa.me/91{CUST_CARE}?text=… (spec: number prefix 91). */

export const WHATSAPP_PREFIX = '91';

/** The 10-digit Indian mobile number in a customer-care string, or null if there is none. */
export function indianMobileDigits(custCare: string): string | null {
  let digits = custCare.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[6-9]\d{9}$/.test(digits) ? digits : null;
}

export interface EnquiryText {
  storeName: string;
  itemName: string;
  /** the chosen option, e.g. '1 kg' or 'M / Indigo' */
  option?: string;
  /** absolute link to the item */
  url: string;
}

export function enquiryText({ storeName, itemName, option, url }: EnquiryText): string {
  const what = option ? `${itemName} (${option})` : itemName;
  return `Hello ${storeName}, I would like to know more about ${what}: ${url}`;
}

/** The wa.me link with the prefilled text, or null when the shop has no usable number. */
export function whatsappLink(custCare: string, text: EnquiryText): string | null {
  const digits = indianMobileDigits(custCare);
  if (!digits) return null;
  return `https://wa.me/${WHATSAPP_PREFIX}${digits}?text=${encodeURIComponent(enquiryText(text))}`;
}
