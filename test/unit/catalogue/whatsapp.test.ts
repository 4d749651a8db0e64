import { describe, expect, it } from 'vitest';
import { enquiryText, indianMobileDigits, whatsappLink } from '../../../src/domain/catalogue/whatsapp';

describe('WhatsApp enquiry link', () => {
  const text = {
    storeName: 'Dilli Kirana Store',
    itemName: 'Besan (Gram Flour)',
    option: '1 kg',
    url: 'https://dillikirana.localhost/dilli-kirana/atta-flours/besan',
  };

  it('uses the 91 prefix and the prefilled text naming the item and its link', () => {
    const link = whatsappLink('9876501234', text)!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876501234');
    expect(url.searchParams.get('text')).toBe(
      'Hello Dilli Kirana Store, I would like to know more about Besan (Gram Flour) (1 kg): https://dillikirana.localhost/dilli-kirana/atta-flours/besan',
    );
  });

  it('leaves the option out when there is none', () => {
    expect(enquiryText({ ...text, option: '' })).toBe(
      'Hello Dilli Kirana Store, I would like to know more about Besan (Gram Flour): https://dillikirana.localhost/dilli-kirana/atta-flours/besan',
    );
  });

  it('accepts numbers written with +91, 0, spaces and dashes', () => {
    for (const n of ['+91 98765 01234', '098765-01234', '91 9876501234', '9876501234'])
      expect(indianMobileDigits(n), n).toBe('9876501234');
  });

  it('gives no link for numbers that are not Indian mobiles', () => {
    for (const n of ['', '12345', '1234567890', '+1 415 555 0100', 'call me'])
      expect(whatsappLink(n, text), n).toBeNull();
  });

  it('encodes the text so & and # in names cannot break the link', () => {
    const link = whatsappLink('9876501234', { ...text, itemName: 'Salt & Pepper #1' })!;
    expect(new URL(link).searchParams.get('text')).toContain('Salt & Pepper #1');
    expect(link).not.toContain(' ');
  });
});
