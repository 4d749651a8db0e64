import { describe, expect, it } from 'vitest';
import { chooseChat, whatsappChatLink } from '../../../src/domain/plugins/chat';

describe('chat selection', () => {
  it.each([
    [{ ENABLED: true, TAWK_ID: '6650f0a1b2c3/1hv0abcde' }, false, 'tawk'],
    [{ ENABLED: true, TAWK_ID: '12345' }, true, 'whatsapp'], // id of 5 characters is not long enough
    [{ ENABLED: true, TAWK_ID: '123456' }, true, 'tawk'],
    [{ ENABLED: false, TAWK_ID: '6650f0a1b2c3/1hv0abcde' }, true, 'whatsapp'],
    [{ ENABLED: true, TAWK_ID: '<script>x' }, true, 'whatsapp'],
    [null, false, 'none'],
  ])('tawk %j, WhatsApp support %s -> %s', (tawk, wa, kind) => {
    expect(chooseChat({ tawk, waEnabled: wa, custCare: '9811122233' }).kind).toBe(kind);
  });

  it('WhatsApp links use the 91 prefix and prefilled text', () => {
    expect(whatsappChatLink('98111 22233', 'Hi, is atta in stock?')).toBe(
      'https://wa.me/919811122233?text=Hi%2C%20is%20atta%20in%20stock%3F',
    );
    expect(chooseChat({ waEnabled: true, custCare: '+91 98111-22233' })).toEqual({
      kind: 'whatsapp',
      href: 'https://wa.me/919811122233',
    });
  });

  it.each(['+919811122233', '09811122233', '98111-22233'])('links %j to the same number', (raw) => {
    expect(whatsappChatLink(raw)).toBe('https://wa.me/919811122233');
  });

  it('gives no WhatsApp link for a number that is not a 10-digit mobile', () => {
    expect(whatsappChatLink('12345')).toBeNull();
  });
});
