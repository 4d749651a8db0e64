import { describe, expect, it } from 'vitest';
import { shouldShowHelloBar, showsChatButton, showsPageNav, HELLO_BAR_SCREENS } from '../../src/domain/screens';
import { customText } from '../../src/domain/custom-texts';
import { buildWebManifest } from '../../src/domain/manifest';

const bar = { text: 'Free delivery above ₹499', targetScreens: ['Home', 'Bag'] };

describe('hello bar', () => {
  it.each(HELLO_BAR_SCREENS.map((s) => [s, s === 'Home' || s === 'Bag']))('on %s shows: %s', (screen, shown) => {
    expect(shouldShowHelloBar(bar, screen)).toBe(shown);
  });
  it('shows on a page that is several screens when one of them is targeted (the orders pages are Orders too)', () => {
    const orders = { text: 'Orders ship by 6 pm', targetScreens: ['Orders'] };
    expect(shouldShowHelloBar(orders, ['Account', 'Orders'])).toBe(true);
    expect(shouldShowHelloBar(orders, ['Track', 'Orders'])).toBe(true);
    expect(shouldShowHelloBar(orders, ['Account'])).toBe(false);
    expect(shouldShowHelloBar(orders, 'Track')).toBe(false);
    expect(shouldShowHelloBar(bar, ['Track', 'Orders'])).toBe(false);
    expect(shouldShowHelloBar(orders, [])).toBe(false);
  });
  it('never shows when the shop defines none or its text is blank', () => {
    expect(shouldShowHelloBar(null, 'Home')).toBe(false);
    expect(shouldShowHelloBar({ text: '  ', targetScreens: ['Home'] }, 'Home')).toBe(false);
  });
});

describe('layout rules', () => {
  it.each([
    ['Home', true],
    ['Bag', true],
    ['Categories', true],
    ['CustomPage', true],
    ['Account', true],
    ['ItemDetails', false],
    ['Track', false],
    ['Orders', false],
  ] as const)('page navigation on %s: %s', (screen, shown) => {
    expect(showsPageNav(screen)).toBe(shown);
  });
  it.each([
    ['Bag', false],
    ['Account', false],
    ['Home', true],
    ['ItemDetails', true],
  ] as const)('chat button on %s: %s', (screen, shown) => {
    expect(showsChatButton(screen)).toBe(shown);
  });
});

describe('custom texts', () => {
  const texts = { nav: { bag: 'Jhola', home: '  ' } };
  it.each([
    ['nav', 'bag', 'Bag', 'Jhola'],
    ['nav', 'home', 'Home', 'Home'],
    ['nav', 'account', 'Account', 'Account'],
    ['missing', 'x', 'Fallback', 'Fallback'],
  ])('%s.%s falls back to %j -> %j', (section, key, fallback, shown) => {
    expect(customText(texts, section, key, fallback)).toBe(shown);
  });
});

describe('web app manifest', () => {
  it('starts and scopes the app at the shop and uses berlin black', () => {
    const m = buildWebManifest({
      id: 'noir-threads',
      STORE_NAME: 'Noir Threads Boutique',
      STORE_DESC: 'd',
      STORE_IMAGE: '/img/p/noir-threads.svg',
      THEME_ID_v2: 'berlin',
      DEFAULT_COLOR: '#123456',
    });
    expect(m.start_url).toBe('/noir-threads');
    expect(m.scope).toBe('/noir-threads');
    expect(m.theme_color).toBe('#000000');
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.icons[0].src).toContain('w=192');
  });
});
