import { describe, expect, it } from 'vitest';
import {
  MAX_ORDER_TEXT_LINES,
  orderWhatsappText,
  statusWhatsappText,
  waLink,
} from '../../../src/domain/orders/whatsapp-order';
import { formatMoney } from '../../../src/domain/money';
import { translatorFor } from '../../../src/render/i18n';

const base = {
  storeName: 'Dilli Kirana Store',
  orderId: '261124-K7Q2MX',
  totalText: '₹450',
  trackUrl: 'https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
};

describe("the shopper's WhatsApp message to the shop", () => {
  it.each([
    [
      'items with and without options',
      [
        { name: 'Chakki Atta', qty: 2, optionLabel: '5 kg' },
        { name: 'Toor Dal', qty: 1 },
      ],
      'Hello Dilli Kirana Store, I have placed order 261124-K7Q2MX:\n2 x Chakki Atta (5 kg)\n1 x Toor Dal\nTotal ₹450.\nTrack: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    ],
    [
      'an empty option label',
      [{ name: 'Toor Dal', qty: 3, optionLabel: '' }],
      'Hello Dilli Kirana Store, I have placed order 261124-K7Q2MX:\n3 x Toor Dal\nTotal ₹450.\nTrack: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    ],
    [
      'a name with line breaks kept to one line',
      [{ name: 'Kurta\nIndigo  Cotton', qty: 1, optionLabel: 'M /\nIndigo' }],
      'Hello Dilli Kirana Store, I have placed order 261124-K7Q2MX:\n1 x Kurta Indigo Cotton (M / Indigo)\nTotal ₹450.\nTrack: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    ],
    [
      'no items',
      [],
      'Hello Dilli Kirana Store, I have placed order 261124-K7Q2MX:\nTotal ₹450.\nTrack: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    ],
  ])('%s', (_what, items, text) => {
    expect(orderWhatsappText({ ...base, items })).toBe(text);
  });

  it.each([
    [1, 1, null],
    [19, 19, null],
    [20, 20, null],
    [21, 20, 'and 1 more'],
    [23, 20, 'and 3 more'],
    [250, 20, 'and 230 more'],
  ])('%i items list %i lines, then %j', (count, listed, more) => {
    const items = Array.from({ length: count }, (_, i) => ({ name: `Item ${i + 1}`, qty: 1 }));
    const lines = orderWhatsappText({ ...base, items }).split('\n');
    expect(lines.filter((l) => /^1 x Item /.test(l))).toHaveLength(listed);
    expect(lines.at(-3)).toBe(more ?? `1 x Item ${count}`);
    expect(lines.at(-2)).toBe('Total ₹450.');
  });

  it('caps the list at 20', () => {
    expect(MAX_ORDER_TEXT_LINES).toBe(20);
  });

  it.each([
    [1, '₹0.01'],
    [15_000_050, '₹1,50,000.50'],
    [45_000, '₹450'],
  ])('shows a total of %i paise as %s', (paise, shown) => {
    expect(orderWhatsappText({ ...base, totalText: formatMoney(paise), items: [] })).toContain(`\nTotal ${shown}.\n`);
  });
});

describe("the owner's WhatsApp message after a status move", () => {
  it.each([
    [
      'Packed',
      'Hello from Dilli Kirana Store. Your order 261124-K7Q2MX: Packed.\nTrack it here: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    ],
    [
      'Out for delivery',
      'Hello from Dilli Kirana Store. Your order 261124-K7Q2MX: Out for delivery.\nTrack it here: https://x.test/dilli-kirana/track/261124-K7Q2MX?t=abc',
    ],
  ])('%s', (statusLabel, text) => {
    expect(statusWhatsappText({ ...base, statusLabel })).toBe(text);
  });
});

describe('wa.me links', () => {
  it.each([
    ['9876501234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['+91 98765 01234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['919876501234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['09876501234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['098765-01234', 'https://wa.me/919876501234?text=a%20b%26c'],
    ['6000000000', 'https://wa.me/916000000000?text=a%20b%26c'],
    ['5876501234', null],
    ['1234567890', null],
    ['12345', null],
    ['', null],
    ['+1 415 555 0100', null],
    ['call me', null],
  ])('to %j is %s', (phone, link) => {
    expect(waLink(phone, 'a b&c')).toBe(link);
  });

  it.each([[null], [undefined], [9876501234], [{}]])('no link for a phone of %j', (phone) => {
    expect(waLink(phone as unknown as string, 'hi')).toBeNull();
  });

  it('carries the whole message, line breaks and ₹ included, and never throws on a broken character', () => {
    const text = orderWhatsappText({ ...base, items: [{ name: 'Salt & Pepper #1', qty: 2 }] });
    const link = waLink('9876501234', text)!;
    expect(link).not.toMatch(/[\s#&]/);
    expect(new URL(link).searchParams.get('text')).toBe(text);
    expect(new URL(waLink('9876501234', 'A\ud800B')!).searchParams.get('text')).toBe('A\uFFFDB');
  });
});

describe("WhatsApp texts in the shopper's language", () => {
  const order = {
    storeName: 'Dilli Kirana',
    orderId: '261124-K7Q2MX',
    items: [{ name: 'चावल', qty: 2, optionLabel: '5 kg' }],
    totalText: '₹1,23,456',
    trackUrl: 'https://x.test/t',
  };
  const status = {
    storeName: 'Dilli Kirana',
    orderId: '261124-K7Q2MX',
    statusLabel: 'Packed',
    trackUrl: 'https://x.test/t',
  };

  it('English through the catalogue is word for word the built-in English', () => {
    expect(orderWhatsappText(order, translatorFor('en').t)).toBe(orderWhatsappText(order));
    expect(statusWhatsappText(status, translatorFor('en').t)).toBe(statusWhatsappText(status));
    const many = { ...order, items: Array.from({ length: 25 }, (_, i) => ({ name: `Item ${i}`, qty: 1 })) };
    expect(orderWhatsappText(many, translatorFor('en').t)).toBe(orderWhatsappText(many));
  });

  it.each([
    [
      'hi',
      'नमस्ते Dilli Kirana, मैंने ऑर्डर 261124-K7Q2MX दिया है:\n2 x चावल (5 kg)\nकुल ₹1,23,456।\nट्रैक करें: https://x.test/t',
      'Dilli Kirana की ओर से नमस्ते। आपका ऑर्डर 261124-K7Q2MX: पैक हो गया।',
    ],
    ['ta', 'வணக்கம் Dilli Kirana, நான் ஆர்டர் 261124-K7Q2MX செய்துள்ளேன்:\n2 x சாவல் (5 kg)', 'Dilli Kirana இலிருந்து வணக்கம்.'],
  ] as const)('in %s', (lang, orderStart, statusStart) => {
    const t = translatorFor(lang).t;
    if (lang === 'hi') expect(orderWhatsappText(order, t)).toBe(orderStart);
    else
      expect(orderWhatsappText({ ...order, items: [{ name: 'சாவல்', qty: 2, optionLabel: '5 kg' }] }, t)).toContain(
        orderStart,
      );
    expect(statusWhatsappText({ ...status, statusLabel: t('order.status.PACKED') }, t)).toContain(statusStart);
  });
});
