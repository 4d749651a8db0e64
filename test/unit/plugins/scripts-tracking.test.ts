import { describe, expect, it } from 'vitest';
import { scriptsToLoad } from '../../../src/domain/plugins/custom-scripts';
import {
  applyPresence,
  campaignToReport,
  dayKey,
  describeUserAgent,
  isOnline,
  isTrackingOn,
  TRACKING_STEP_MS,
} from '../../../src/domain/plugins/tracking';

const scripts = [
  { id: 'head-on', STATUS: true, POS: 'Header' },
  { id: 'body-on', STATUS: true, POS: 'Body' },
  { id: 'off', STATUS: false, POS: 'Header' },
];

describe('custom scripts', () => {
  it.each([
    [true, '', ['head-on'], ['body-on']],
    [true, '/bag', ['head-on'], ['body-on']],
    [false, '', [], []],
    [true, '/login', [], []],
    [true, '/account', [], []],
    [true, '/account/pages/orders', [], []],
    [true, '/accountant-tips', ['head-on'], ['body-on']],
  ])('plugin %s on %j loads head %j and body %j', (enabled, path, head, body) => {
    expect(scriptsToLoad(enabled, scripts, path)).toEqual({ head, body });
  });
});

describe('tracking', () => {
  it.each([
    ['Dilli Kirana Store', true],
    ['A'.repeat(19), true],
    ['A'.repeat(20), false],
  ])('store %j tracked: %s', (name, on) => {
    expect(isTrackingOn(name)).toBe(on);
  });

  it.each([
    ['diwali', undefined, 'diwali'],
    ['diwali', 'diwali', null],
    [null, undefined, null],
    ['  ', undefined, null],
  ])('utm_campaign %j with cookie %j reports %j', (utm, cookie, out) => {
    expect(campaignToReport(utm, cookie)).toBe(out);
  });

  it('adds a 12 s view-time step per tick and remembers viewed items once', () => {
    const ua = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    const a = applyPresence(undefined, { visitorId: 'v1', page: 'Home', url: '/dilli-kirana', userAgent: ua }, 1000);
    const b = applyPresence(
      a,
      { visitorId: 'v1', page: 'ItemDetails', url: '/dilli-kirana/rice/basmati', userAgent: ua, itemId: 'basmati' },
      13_000,
    );
    const c = applyPresence(
      b,
      { visitorId: 'v1', page: 'ItemDetails', url: '/dilli-kirana/rice/basmati', userAgent: ua, itemId: 'basmati' },
      25_000,
    );
    expect(c.TOTAL_VIEW_TIME).toBe(3 * TRACKING_STEP_MS);
    expect(c.VISIT_COUNT).toBe(1);
    expect(c.VIEWED_ITEMS).toEqual(['basmati']);
    expect(c).toMatchObject({
      LAST_PAGE: 'ItemDetails',
      LAST_BROWSER: 'Chrome',
      LAST_OS: 'Android',
      LAST_SERVER_SYNC: 25_000,
    });
    expect(isOnline(c, 25_000 + 20_000)).toBe(true);
    expect(isOnline(c, 25_000 + 60_000)).toBe(false);
  });

  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 SamsungBrowser/24.0 Chrome/117 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
  ])('reads %s as %s on %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });

  it('keys day-wise records by the Indian calendar day', () => {
    expect(dayKey(Date.UTC(2026, 10, 20, 19, 0))).toBe('2026-11-21'); // 00:30 IST
  });
});
