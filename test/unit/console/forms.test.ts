import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise, wholeNumber } from '../../../src/domain/console/money-text';
import { formFieldOf, itemBodyFromForm, itemFormValues } from '../../../src/domain/console/item-form';
import { couponBodyFromForm, istDay } from '../../../src/domain/console/coupon-form';
import { idFromName } from '../../../src/domain/console/ids';
import { fitWithin } from '../../../src/domain/console/photo-size';
import { contrastRatio, HELLO_BAR_PALETTE } from '../../../src/domain/hello-bar-palette';
import { itemSchema } from '../../../src/domain/tables/items';
import type { Store } from '../../../src/domain/tables/stores';
import { themeCss } from '../../../src/pages/layout/theme';
import type { Said } from '../../../src/domain/i18n/said';
import { speak } from '../../../src/render/i18n';

/** A form problem's English is the message's English; in Hindi and Tamil it is written in that script, no English word left. */
function expectSaidEverywhere(english: string, say: Said) {
  expect(speak('en', say)).toBe(english);
  for (const [lang, script] of [
    ['hi', /[\u0900-\u097F]/],
    ['ta', /[\u0B80-\u0BFF]/],
  ] as const) {
    const text = speak(lang, say);
    expect(text).toMatch(script);
    expect(text.replace(/"[^"]*"/g, '')).not.toMatch(/(^|[^A-Za-z])[a-z]{3,}/);
  }
}

describe('rupees typed by an owner', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    ['₹ 1,299', 129900],
    ['Rs. 12.05', 1205],
    ['0', 0],
    ['', null],
    ['  ', null],
  ])('%j is %j paise', (text, paise) => expect(rupeesToPaise(text)).toEqual({ ok: true, paise }));

  it.each(['abc', '12.345', '-5', '1e3', '12..5', '٣', '9999999999'])('%j is refused, not guessed', (text) =>
    expect(rupeesToPaise(text).ok).toBe(false),
  );

  it.each([
    [4550, '45.50'],
    [4500, '45'],
    [5, '0.05'],
    [null, ''],
    [undefined, ''],
  ])('%j paise shows as %j', (p, text) => expect(paiseToRupees(p)).toBe(text));

  it('round-trips every paise amount the form shows', () => {
    for (const p of [0, 1, 99, 100, 101, 12345, 99999999])
      expect(rupeesToPaise(paiseToRupees(p))).toEqual({ ok: true, paise: p });
  });

  it.each([
    ['12', 12],
    ['', null],
    ['-1', -1],
  ])('whole number %j', (t, v) => expect(wholeNumber(t)).toEqual({ ok: true, value: v }));
  it.each(['1.5', 'ten', '1e2'])('not a whole number: %j', (t) => expect(wholeNumber(t).ok).toBe(false));
});

const rice = itemSchema.parse({
  ID: 'rice',
  CAT_ID: 'staples',
  ITEM_NAME: 'Basmati',
  PRICE: 25050,
  MRP: 30000,
  STOCK_QTY: 12,
  GST_PERCENT: 5,
  HSN: '1006',
  VARIANTS: {
    sizes: ['S', 'M'],
    colors: [{ name: 'Maroon', hex: '#800000' }],
    prices: [{ key: '1kg', label: '1 kg', price: 9000, mrp: 11000 }],
  },
  I18N: { hi: { ITEM_NAME: 'बासमती' }, ta: { ITEM_NAME: 'பாஸ்மதி' } },
});

describe('the item form', () => {
  it('shows an item in rupees and reads it back into the same body', () => {
    const values = itemFormValues(rice);
    expect(values).toMatchObject({
      PRICE: '250.50',
      MRP: '300',
      STOCK_QTY: '12',
      SIZES: 'S, M',
      COLORS: 'Maroon #800000',
      PACKS: '1 kg = 90 / 110',
      'I18N.hi.ITEM_NAME': 'बासमती',
    });
    const { body, errors } = itemBodyFromForm(values, ['en', 'hi'], rice);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      PRICE: 25050,
      MRP: 30000,
      STOCK_QTY: 12,
      GST_PERCENT: 5,
      HSN: '1006',
      VARIANTS: rice.VARIANTS,
      IS_DISABLED: false,
    });
    // Tamil is not one of the shop's languages here: its translation is kept as it was
    expect(body.I18N).toEqual({ hi: { ITEM_NAME: 'बासमती' }, ta: { ITEM_NAME: 'பாஸ்மதி' } });
  });

  it.each([
    [{ PRICE: '' }, 'PRICE'],
    [{ PRICE: 'free' }, 'PRICE'],
    [{ MRP: '1.234' }, 'MRP'],
    [{ STOCK_QTY: '-2' }, 'STOCK_QTY'],
    [{ STOCK_QTY: '2.5' }, 'STOCK_QTY'],
    [{ PACKS: '1 kg for ninety' }, 'PACKS'],
    [{ COLORS: 'Maroon' }, 'COLORS'],
    [{ GST_PERCENT: 'x' }, 'GST_PERCENT'],
  ])('%j is refused on %s, the problem said in English, Hindi and Tamil', (change, field) => {
    const { errors, said } = itemBodyFromForm({ ...itemFormValues(rice), ...change }, ['en']);
    expect(Object.keys(errors)).toEqual([field]);
    expectSaidEverywhere(errors[field], said[field]);
  });

  it('empty stock means "not counted"; an emptied translation is removed', () => {
    const { body } = itemBodyFromForm(
      { ...itemFormValues(rice), STOCK_QTY: '', 'I18N.hi.ITEM_NAME': '' },
      ['en', 'hi'],
      rice,
    );
    expect(body.STOCK_QTY).toBeNull();
    expect(body.I18N).toEqual({ ta: { ITEM_NAME: 'பாஸ்மதி' } });
  });

  it.each([
    [['VARIANTS', 'colors', 0, 'hex'], 'COLORS'],
    [['VARIANTS', 'prices', 1, 'price'], 'PACKS'],
    [['VARIANTS', 'sizes', 0], 'SIZES'],
    [['I18N', 'hi', 'ITEM_NAME'], 'I18N.hi.ITEM_NAME'],
    [['PRICE'], 'PRICE'],
    [[], ''],
  ] as [PropertyKey[], string][])('a refusal at %j shows beside %s', (path, field) =>
    expect(formFieldOf(path)).toBe(field),
  );
});

describe('the coupon form', () => {
  it('takes a FLAT discount and money limits in rupees, a percentage as it is, dates as whole days in India', () => {
    const flat = couponBodyFromForm({
      code: 'DIWALI50',
      type: 'FLAT',
      value: '50',
      minCartValue: '499',
      maxDiscount: '',
      usageLimit: '100',
      validFrom: '2026-11-01',
      validTo: '2026-11-30',
      isVisible: 'on',
    });
    expect(flat.errors).toEqual({});
    expect(flat.body).toMatchObject({
      type: 'FLAT',
      value: 5000,
      minCartValue: 49900,
      maxDiscount: null,
      usageLimit: 100,
      perUserLimit: null,
      isVisible: true,
    });
    expect(new Date(flat.body.validFrom as number).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(new Date(flat.body.validTo as number).toISOString()).toBe('2026-11-30T18:29:59.999Z');
    expect(couponBodyFromForm({ code: 'TEN', type: 'PERCENT', value: '10' }).body).toMatchObject({
      type: 'PERCENT',
      value: 10,
      isVisible: false,
    });
  });

  it.each([
    [{ type: 'FLAT', value: '0' }, 'value'],
    [{ type: 'PERCENT', value: '' }, 'value'],
    [{ type: 'FLAT', value: '50', minCartValue: 'lots' }, 'minCartValue'],
    [{ type: 'FLAT', value: '50', usageLimit: '1.5' }, 'usageLimit'],
    [{ type: 'FLAT', value: '50', validTo: '2026-02-30' }, 'validTo'],
  ])('%j is refused on %s, the problem said in English, Hindi and Tamil', (form, field) => {
    const { errors, said } = couponBodyFromForm({ code: 'X1X', ...form });
    expect(Object.keys(errors)).toEqual([field]);
    expectSaidEverywhere(errors[field], said[field]);
  });

  it('reads only real dates', () => {
    expect(istDay('2026-13-01').ok).toBe(false);
    expect(istDay('')).toEqual({ ok: true, ms: null });
  });
});

describe('ids from names', () => {
  it.each([
    ['Kaju W320 – 250 g', 'kaju-w320-250-g'],
    ['  Café Latte!! ', 'cafe-latte'],
    ['चावल', 'item'],
    ['x'.repeat(100), 'x'.repeat(56)],
  ])('%j -> %j', (name, id) => expect(idFromName(name)).toBe(id));
  it('takes the next free number', () =>
    expect(idFromName('Dal', (id) => id === 'dal' || id === 'dal-2')).toBe('dal-3'));
});

describe('photos before upload', () => {
  it.each([
    [4000, 3000, 1600, 1200],
    [3000, 4000, 1200, 1600],
    [1600, 900, 1600, 900],
    [800, 600, 800, 600],
    [10000, 10, 1600, 2],
  ])('%i×%i is drawn at %i×%i', (w, h, ow, oh) => expect(fitWithin(w, h)).toEqual({ width: ow, height: oh }));
});

describe('the hello bar palette', () => {
  const css = readFileSync('static/css/app.css', 'utf8');
  it.each(Object.entries(HELLO_BAR_PALETTE).filter(([, pair]) => pair !== null))(
    '%s reads (contrast at least 4.5:1) and the stylesheet paints it so',
    (name, pair) => {
      expect(contrastRatio(pair!.background, pair!.text)).toBeGreaterThanOrEqual(4.5);
      expect(css).toContain(`.hello-bar.hello-bar-${name} { background: ${pair!.background}; color: ${pair!.text}; }`);
    },
  );

  const store = (HelloBar: unknown, THEME_ID_v2 = 'default') =>
    ({ DEFAULT_COLOR: '#0f766e', THEME_ID_v2, HelloBar }) as unknown as Store;
  const box = 'text-align:center;padding:8px 16px;font-size:14px';
  it.each([
    ['no bar', null, 'default', 'html:root{--primary:#0f766e}'],
    [
      "the shop's colour",
      { text: 'Diwali sale' },
      'default',
      `html:root{--primary:#0f766e}.hello-bar{background:var(--primary);color:var(--on-primary);${box}}`,
    ],
    [
      "berlin's grey",
      { text: 'Sale' },
      'berlin',
      `html:root{--primary:#000000}.hello-bar{background:#f2f2f2;color:#000;${box}}`,
    ],
    [
      'saffron',
      { text: 'Diwali sale', colour: 'saffron' },
      'berlin',
      `html:root{--primary:#000000}.hello-bar{background:#b45309;color:#ffffff;${box}}`,
    ],
  ])("the page's first paint has the bar's colours and box: %s", (_name, bar, theme, expected) => {
    expect(themeCss(store(bar, theme))).toBe(expected);
  });

  it("the first paint's colours and box are the stylesheet's", () => {
    expect(css).toContain(
      '.hello-bar { background: var(--primary); color: var(--on-primary); text-align: center; padding: 8px 16px; font-size: 14px; }',
    );
    expect(css).toContain("[data-theme='berlin'] .hello-bar { background: #f2f2f2; color: #000; }");
  });
});
