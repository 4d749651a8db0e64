/**
 * Money rules. Every amount is an integer number of paise (1/100 of the currency unit);
 * only formatting turns it into rupees.
 */

const formatters = new Map<string, Intl.NumberFormat>();
/** Amounts already formatted, by currency and paise; cleared when full (a shop's prices are a few hundred). */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 10_000;

function formatterFor(currency: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${currency}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function assertPaise(paise: number, name = 'paise'): void {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${name} must be a whole number of paise, got ${paise}`);
}

/**
 * Formats paise for shoppers with Indian digit grouping: `₹1,50,000` for whole rupees,
 * `₹9.99` when there are paise left over.
 */
export function formatMoney(paise: number, currency = 'INR'): string {
  assertPaise(paise);
  // a page of cards says a few dozen amounts, the same ones on every render: Intl's format is said once each
  const key = `${currency}:${paise}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const whole = paise % 100 === 0;
    text = currency === 'INR' ? indianRupees(paise) : formatterFor(currency, whole ? 0 : 2).format(paise / 100);
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/**
 * Rupees as Intl's en-IN INR format says them (`₹1,50,000`, `₹9.99`, `-₹5`; test/unit/money.test.ts checks them
 * against Intl), in digits: a new isolate's first page then builds no Intl.NumberFormat, whose first construction
 * costs tens of milliseconds of ICU set-up (#40, the cold path).
 */
function indianRupees(paise: number): string {
  const sign = paise < 0 || Object.is(paise, -0) ? '-' : '';
  const abs = Math.abs(paise);
  const digits = String(Math.floor(abs / 100));
  const thousands = digits.slice(-3);
  const above = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const rest = abs % 100;
  return `${sign}₹${above ? `${above},` : ''}${thousands}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * Intl formats a decimal string exactly (ECMA-402 NumberFormat v3, in every runtime we ship to); TypeScript's
 * lib still types `format` as taking numbers only.
 */
function formatExactDecimal(formatter: Intl.NumberFormat, decimal: string): string {
  return (formatter.format as (value: string) => string)(decimal);
}

/**
 * Paise on a legal document (GST tax invoice, bill of supply, credit note): always two decimals, with Indian
 * grouping and the symbol (`₹1,23,456.00`, `₹9.99`, `₹0.00`), as such documents are written; shopper pages use
 * `formatMoney`. Formatted from the exact decimal string, so no amount is rounded through a float.
 */
export function formatDocumentMoney(paise: number, currency = 'INR'): string {
  assertPaise(paise);
  return formatExactDecimal(formatterFor(currency, 2), decimalRupees(paise));
}

/**
 * Paise as rupees with exactly two decimals and no grouping or symbol (`139.00` from 13900), the form machine
 * readers want (schema.org, product feeds, agents). Integer arithmetic, so large amounts stay exact.
 */
export function decimalRupees(paise: number): string {
  const p = Math.trunc(paise);
  const abs = Math.abs(p);
  return `${p < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Converts a rupee amount (e.g. 9.99) to integer paise (999), rounding to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`rupees must be a finite number, got ${rupees}`);
  // Round the decimal string rather than the float product: 1.005 * 100 is 100.49999...
  const paise = Math.round(Number(`${Math.abs(rupees).toFixed(6)}e2`));
  assertPaise(paise, 'rupees in paise');
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/**
 * Divides two integers, rounding halves away from zero ("half up" for money, which is never negative
 * in practice). Exact for any size of integer.
 */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** Percents are kept to 4 decimal places (e.g. 12.5, 0.25, 2.3333). */
const PERCENT_SCALE = 10_000;

/**
 * `percent`% of an amount in paise, rounded half up to whole paise:
 * 5% of ₹9.99 (999 paise) is 49.95 paise, so 50.
 */
export function percentOf(paise: number, percent: number): number {
  assertPaise(paise);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be a finite number, got ${percent}`);
  const scaledPercent = BigInt(Math.round(percent * PERCENT_SCALE));
  const result = Number(divideHalfUp(BigInt(paise) * scaledPercent, BigInt(100 * PERCENT_SCALE)));
  return result === 0 ? 0 : result;
}
