/** GST registration and document rules: GSTINs, HSN codes, state codes, tax splits, and which document a shop issues. */
import { divideHalfUp } from '../money';
import type { InvoiceLines } from './invoice-lines';
import type { Result } from '../../core/result';

/** The GST slab rates, in percent. */

/** GST state codes (the first two digits of a GSTIN) in use today, and their names; 97 is for offshore territory. */
export const INDIAN_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/**
 * Union territories without a legislature, where the state half of intra-state tax is UTGST rather than SGST
 * (Chandigarh, Dadra and Nagar Haveli and Daman and Diu, Lakshadweep, Andaman and Nicobar Islands, Ladakh).
 */
export const UTGST_STATE_CODES: readonly string[] = ['04', '26', '31', '35', '38'];

/** What an invoice calls the state half of intra-state tax in a place of supply: 'UTGST' in UTGST_STATE_CODES, else 'SGST'. */
export function stateTaxName(stateCode: string): 'SGST' | 'UTGST' {
  return UTGST_STATE_CODES.includes(stateCode) ? 'UTGST' : 'SGST';
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN check character (GSTN's mod-36 scheme): each of the first 14 characters' base-36 value times a factor
 * of 1, 2, 1, 2, ...; each product's base-36 digits added; the check is (36 - sum mod 36) mod 36.
 */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

type GstinResult = Result<{ gstin: string }, { code: 'BAD_GSTIN'; rsn: string }>;

/**
 * A GSTIN: 15 characters, a state code of INDIAN_STATES, a PAN (5 letters, 4 digits, a letter), an entity character
 * (1-9 or A-Z), Z, and a correct check character; trimmed and upper-cased. Or why not.
 */
export function checkGstin(gstin: unknown): GstinResult {
  const refuse = (rsn: string): GstinResult => ({ ok: false, code: 'BAD_GSTIN', rsn });
  const g = typeof gstin === 'string' ? gstin.trim().toUpperCase() : '';
  const m = GSTIN.exec(g);
  if (!m)
    return refuse(
      'A GSTIN is 15 characters: a 2-digit state code, the 10-character PAN, an entity number, Z and a check character.',
    );
  if (!Object.hasOwn(INDIAN_STATES, m[1]))
    return refuse(`A GSTIN starts with a GST state code (01 to 38, or 97); ${m[1]} is not one.`);
  if (gstinCheckChar(g) !== g[14])
    return refuse("That GSTIN's last character does not match the rest: please check it for a typing mistake.");
  return { ok: true, gstin: g };
}

/** The two-digit state code a GSTIN was registered in (its first two characters). */
export const stateCodeOfGstin = (gstin: string): string => gstin.trim().slice(0, 2);

/** What a shop's documents are called: a tax invoice, or for the composition scheme a bill of supply with its declaration. */
export function documentKind(opts: { compositionScheme: boolean }): {
  title: 'Tax Invoice' | 'Bill of Supply';
  heading?: string;
} {
  return opts.compositionScheme
    ? { title: 'Bill of Supply', heading: 'Composition taxable person, not eligible to collect tax on supplies' }
    : { title: 'Tax Invoice' };
}

/** Rates are kept to 4 decimal places (0.25, 1.5, 3, ...), so the taxable value is an exact rational rounding. */
const RATE_SCALE = 10_000n;

/** The taxable value of a tax-inclusive amount: total x 100 / (100 + rate), rounded half up to the paisa. */
function taxableOf(totalPaise: number, ratePercent: number): number {
  if (ratePercent === 0) return totalPaise;
  const rate = BigInt(Math.round(ratePercent * Number(RATE_SCALE)));
  return Number(divideHalfUp(BigInt(totalPaise) * 100n * RATE_SCALE, 100n * RATE_SCALE + rate));
}

export interface TaxItem {
  name: string;
  hsn: string;
  qty: number;
  unitPricePaise: number;
  ratePercent: number;
}

/**
 * Lines whose prices include GST (the shop did not add it at checkout): taxable value = total x 100 / (100 + rate),
 * rounded to the paisa; the tax is the rest, split CGST + SGST (the odd paisa to CGST) within the shop's state,
 * IGST across states. Each line's taxable value and taxes add up to exactly what the shopper paid for it; totals are
 * the sums of the lines. Throws RangeError for a price or quantity that is not a whole non-negative number, or a
 * rate outside 0-100.
 */
export function taxLines(p: {
  items: readonly TaxItem[];
  supplierState: string;
  placeOfSupplyState: string;
}): InvoiceLines {
  const intraState = p.supplierState === p.placeOfSupplyState;
  const lines = p.items.map((i) => {
    if (!Number.isSafeInteger(i.unitPricePaise) || i.unitPricePaise < 0)
      throw new RangeError(`unitPricePaise must be whole paise, got ${i.unitPricePaise}`);
    if (!Number.isSafeInteger(i.qty) || i.qty < 0) throw new RangeError(`qty must be a whole number, got ${i.qty}`);
    if (!Number.isFinite(i.ratePercent) || i.ratePercent < 0 || i.ratePercent > 100)
      throw new RangeError(`ratePercent must be 0 to 100, got ${i.ratePercent}`);
    const total = i.unitPricePaise * i.qty;
    if (!Number.isSafeInteger(total)) throw new RangeError(`line total of ${i.name} is too large`);
    const taxable = taxableOf(total, i.ratePercent);
    const tax = total - taxable;
    const cgst = intraState ? Math.ceil(tax / 2) : 0;
    return {
      name: i.name,
      hsn: i.hsn,
      qty: i.qty,
      ratePercent: i.ratePercent,
      taxablePaise: taxable,
      cgstPaise: cgst,
      sgstPaise: intraState ? tax - cgst : 0,
      igstPaise: intraState ? 0 : tax,
      totalPaise: total,
    };
  });
  const sum = (k: keyof InvoiceLines['totals']) => lines.reduce((n, l) => n + l[k], 0);
  return {
    lines,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
    intraState,
  };
}
