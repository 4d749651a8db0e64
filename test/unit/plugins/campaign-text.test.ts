import { describe, expect, it } from 'vitest';
import { campaignCookieValue, campaignToReport, wellFormed } from '../../../src/domain/plugins/tracking';

describe('campaign names are always well-formed text', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormed('\ud800')).toBe('\ufffd');
    expect(wellFormed('a\udc00b\udc00\ud800')).toBe('a\ufffdb\ufffd\ufffd');
    expect(wellFormed('diwali \ud83e\ude94')).toBe('diwali 🪔');
  });

  it('a reported name and its cookie value can always be URI-encoded', () => {
    for (const raw of ['\ud800', 'sale \udfff', `${'x'.repeat(99)}😀`, `${'y'.repeat(150)}`, ' \ud83d ']) {
      const name = campaignToReport(raw, undefined)!;
      expect(name.length).toBeLessThanOrEqual(100);
      expect(() => encodeURIComponent(name)).not.toThrow();
      expect(() => encodeURIComponent(campaignCookieValue(raw))).not.toThrow();
    }
    // 99 characters then an emoji: cut before the pair, never through it
    expect(campaignToReport(`${'x'.repeat(99)}😀`, undefined)).toBe('x'.repeat(99));
  });
});
