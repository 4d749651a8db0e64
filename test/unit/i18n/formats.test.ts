import { describe, expect, it } from 'vitest';
import { DATE_TIME, DAY, dateText, dayName, hoursText, telHref } from '../../../src/domain/i18n/formats';
import { formatIndianPhone } from '../../../src/domain/account/phone';
import { formatMoney } from '../../../src/domain/money';
import { translatorOf } from '../../../src/isomorphic/i18n';

// 25 Nov 2026, 20:00 UTC is already 26 Nov, 1:30 am in India: a Worker clock in UTC would say the 25th
const LATE_EVENING_UTC = Date.UTC(2026, 10, 25, 20, 0);

describe("dates and times are India's, in the page's language", () => {
  it.each([
    ['en-IN', 'day', '26 Nov 2026'],
    ['hi-IN', 'day', '26 नव॰ 2026'],
    ['ta-IN', 'day', '26 நவ., 2026'],
    ['en-IN', 'moment', '26 Nov 2026, 1:30 am'],
    ['hi-IN', 'moment', '26 नव॰ 2026, 1:30 am'],
    ['ta-IN', 'moment', '26 நவ., 2026, 1:30 AM'],
  ])('%s writes 25 Nov 20:00 UTC as a %s: %s', (locale, what, shown) => {
    expect(dateText(locale, LATE_EVENING_UTC, what === 'day' ? DAY : DATE_TIME)).toBe(shown);
  });

  it('reads an ISO date text, and shows nothing for a text that is no date', () => {
    expect(dateText('en-IN', '2026-11-02')).toBe('2 Nov 2026');
    expect(dateText('en-IN', 'soon')).toBe('');
  });

  it.each([
    ['en', '26 Nov 2026'],
    ['hi', '26 नव॰ 2026'],
    ['ta', '26 நவ., 2026'],
  ] as const)("the translator's date in %s is India's day too", (lang, shown) => {
    expect(translatorOf(lang, {}).date(LATE_EVENING_UTC)).toBe(shown);
  });
});

describe("week days the owner wrote, in the page's language", () => {
  it.each([
    ['Mon', 'en-IN', 'Mon'],
    ['Mon', 'hi-IN', 'सोम'],
    ['Mon', 'ta-IN', 'திங்.'],
    ['sunday', 'hi-IN', 'रवि'],
    ['SAT', 'ta-IN', 'சனி'],
    ['Holi', 'hi-IN', 'Holi'],
  ])('%s in %s is %s', (day, locale, shown) => {
    expect(dayName(day, locale)).toBe(shown);
  });

  it('writes whole names when asked', () => {
    expect(dayName('Tue', 'hi-IN', 'long')).toBe('मंगलवार');
  });

  it("puts a shop's hours on one line", () => {
    const hours = [
      { day: 'Mon', open: '08:00', close: '21:30' },
      { day: 'Tue', open: '09:00', close: '20:00' },
    ];
    expect(hoursText(hours, 'hi-IN')).toBe('सोम 08:00–21:30, मंगल 09:00–20:00');
    expect(hoursText(hours, 'en-IN')).toBe('Mon 08:00–21:30, Tue 09:00–20:00');
  });
});

describe('phone numbers as Indians write them', () => {
  it.each([
    ['9876543210', '+91 98765 43210', 'tel:+919876543210'],
    ['+91 98765-43210', '+91 98765 43210', 'tel:+919876543210'],
    ['09876543210', '+91 98765 43210', 'tel:+919876543210'],
    ['919876543210', '+91 98765 43210', 'tel:+919876543210'],
    ['011 2345 6789', '011 2345 6789', 'tel:01123456789'],
  ])('%s shows as %s and dials %s', (raw, shown, tel) => {
    expect(formatIndianPhone(raw)).toBe(shown);
    expect(telHref(raw)).toBe(tel);
  });
});

describe('amounts with Indian grouping', () => {
  it.each([
    [12_345_600, '₹1,23,456'],
    [12_345_650, '₹1,23,456.50'],
    [1_000_000_000, '₹1,00,00,000'],
    [99_999, '₹999.99'],
  ])('%i paise is %s', (paise, shown) => {
    expect(formatMoney(paise)).toBe(shown);
  });
});
