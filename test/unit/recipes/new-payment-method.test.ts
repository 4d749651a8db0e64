import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { after, besidesCatalogues, throwawayCopy, type ThrowawayCopy } from './throwaway-copy';

/**
 * docs/architecture.md, "A new payment method", followed on a throwaway copy of the tree: CARD, a card (or the
 * courier's UPI QR) on delivery, under the owner's cash-on-delivery rules. The schema version that lets the orders
 * table's CHECK take it (2 files) is counted in the recipe, not followed here: it runs only in a shop's object.
 */

type Payment = typeof import('../../../src/domain/orders/payment');
type PlaceRequest = typeof import('../../../src/domain/orders/place-request');
type Orders = typeof import('../../../src/domain/tables/orders');

const CHOICE_WORDS = {
  en: ["'Card on delivery'", "'Pay by card when your order arrives.'"],
  hi: ["'डिलीवरी पर कार्ड'", "'ऑर्डर पहुँचने पर कार्ड से भुगतान करें।'"],
  ta: ["'டெலிவரியில் கார்டு'", "'ஆர்டர் வரும்போது கார்டு மூலம் செலுத்துங்கள்.'"],
};

function addCard(copy: ThrowawayCopy) {
  // 1. the method and its rules: offered and paid under the owner's cash-on-delivery rules, due at the door
  copy.edit('src/domain/orders/payment.ts', (text) =>
    after(
      after(text, /export const PAYMENT_METHODS = \[[^\]]*/, ", 'CARD'"),
      /const METHOD_RULES[^=]*= \{\n {2}COD: \{\n(?: {4}.*\n)* {2}\},\n/,
      `  CARD: {
    offered: ({ payments, total }) => codAllows(payments, total, String).ok,
    split: ({ payments, total, formatMoney }) => {
      const cod = codAllows(payments, total, formatMoney);
      return cod.ok ? { ok: true, split: { method: 'CARD', ...NOTHING_PAID, cashDue: total } } : cod;
    },
  },
`,
    ),
  );
  // 2. its choice at checkout
  copy.edit('client/components/checkout-choices.tsx', (text) =>
    after(
      text,
      /\{ value: 'COD', title: [^\n]*\n/,
      "    { value: 'CARD', title: t('checkout.choices.card'), note: t('checkout.choices.cardNote'), off: codOff },\n",
    ),
  );
  // its words, in each language's catalogue
  for (const [lang, [title, note]] of Object.entries(CHOICE_WORDS))
    copy.edit(`src/domain/i18n/messages/${lang}/bag.ts`, (text) =>
      after(
        text,
        /'checkout\.choices\.codNote': [^\n]*\n/,
        `  'checkout.choices.card': ${title},\n  'checkout.choices.cardNote': ${note},\n`,
      ),
    );
}

// loading the copy's modules (bundled on first use) takes seconds on a busy machine
describe('the recipe for a new payment method, followed on a throwaway copy', { timeout: 120_000 }, () => {
  let copy: ThrowawayCopy;
  beforeAll(() => {
    copy = throwawayCopy();
    addCard(copy);
  });
  afterAll(() => copy?.remove());

  it('touches 2 files besides the message catalogues (4 with the schema version; at most 6)', () => {
    expect(besidesCatalogues(copy.touched())).toEqual([
      'client/components/checkout-choices.tsx',
      'src/domain/orders/payment.ts',
    ]);
  });

  it('type-checks: every rule of every method is there', { timeout: 600_000 }, () => {
    const report = copy.typecheck([
      'src/domain/orders/quote.ts',
      'src/domain/orders/place-request.ts',
      'src/domain/tables/orders.ts',
      'client/components/checkout-choices.tsx',
    ]);
    expect(report).toBe('');
  });

  it('is offered after cash on delivery, and refused where cash on delivery is', async () => {
    const { offeredMethods, splitPayment, DEFAULT_CHECKOUT_PAYMENTS } =
      await copy.load<Payment>('src/domain/orders/payment.ts');
    expect(offeredMethods(DEFAULT_CHECKOUT_PAYMENTS, undefined, 50_000)).toEqual(['COD', 'CARD']);
    const card = 'CARD' as Parameters<typeof splitPayment>[0]['method'];
    const ask = {
      method: card,
      total: 50_000,
      config: undefined,
      walletBalance: 0,
      udhaarOwed: 0,
      formatMoney: String,
    };
    expect(splitPayment(ask)).toEqual({
      ok: true,
      split: { method: 'CARD', fromWallet: 0, toUdhaar: 0, byUpi: 0, cashDue: 50_000 },
    });
    const noCod = { ...DEFAULT_CHECKOUT_PAYMENTS, codEnabled: false };
    expect(offeredMethods(noCod, undefined, 50_000)).toEqual([]);
    expect(splitPayment({ ...ask, payments: noCod })).toMatchObject({ ok: false, code: 'COD_OFF' });
  });

  it('is taken by the place-order body and kept in the order', async () => {
    const { placeBodySchema } = await copy.load<PlaceRequest>('src/domain/orders/place-request.ts');
    const { ORDERS } = await copy.load<Orders>('src/domain/tables/orders.ts');
    expect(placeBodySchema.shape.payment_method.parse('CARD')).toBe('CARD');
    expect(ORDERS.columns.payment_method.schema.parse('CARD')).toBe('CARD');
  });
});
