/** GST registration and document rules: GSTINs, state codes, tax splits, and which document a shop issues. */
import type { InvoiceLines } from './invoice-lines';

/** GST state codes (the first two digits of a GSTIN) and their names. */
export const INDIAN_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand', '06': 'Haryana',
  '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim', '12': 'Arunachal Pradesh', '13': 'Nagaland',
  '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya', '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand',
  '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh', '24': 'Gujarat', '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra', '29': 'Karnataka', '30': 'Goa', '31': 'Lakshadweep', '32': 'Kerala', '33': 'Tamil Nadu', '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands', '36': 'Telangana', '37': 'Andhra Pradesh', '38': 'Ladakh', '97': 'Other Territory',
};

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character: the mod-36 checksum of the first 14 characters (factors 1, 2, 1, 2, …). */
function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** A 15-character GSTIN with a known state code and a correct check character, upper-cased; or why not. */
export function checkGstin(gstin: unknown): { ok: true; gstin: string } | { ok: false; code: 'BAD_GSTIN'; rsn: string } {
  const g = typeof gstin === 'string' ? gstin.trim().toUpperCase() : '';
  const m = GSTIN.exec(g);
  if (!m || !Object.hasOwn(INDIAN_STATES, m[1])) return { ok: false, code: 'BAD_GSTIN', rsn: 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character.' };
  if (gstinCheckChar(g) !== g[14]) return { ok: false, code: 'BAD_GSTIN', rsn: 'That GSTIN\'s last character does not match: please check it for a typing mistake.' };
  return { ok: true, gstin: g };
}

export const stateCodeOfGstin = (gstin: string): string => gstin.slice(0, 2);

/** What a shop's documents are called: a tax invoice, or for the composition scheme a bill of supply with its declaration. */
export function documentKind(opts: { compositionScheme: boolean }): { title: 'Tax Invoice' | 'Bill of Supply'; heading?: string } {
  return opts.compositionScheme
    ? { title: 'Bill of Supply', heading: 'Composition taxable person, not eligible to collect tax on supplies' }
    : { title: 'Tax Invoice' };
}

/**
 * Lines whose prices include GST (the shop did not add it at checkout): taxable value = total x 100 / (100 + rate),
 * rounded to the paisa; the tax is the rest, split CGST + SGST (the odd paisa to CGST) within the shop's state,
 * IGST across states. Each line's taxable value and taxes add up to exactly what the shopper paid for it.
 */
export function taxLines(p: {
  items: { name: string; hsn: string; qty: number; unitPricePaise: number; ratePercent: number }[];
  supplierState: string; placeOfSupplyState: string;
}): InvoiceLines {
  const intraState = p.supplierState === p.placeOfSupplyState;
  const lines = p.items.map((i) => {
    const total = i.unitPricePaise * i.qty;
    const taxable = i.ratePercent > 0 ? Math.round((total * 100) / (100 + i.ratePercent)) : total;
    const tax = total - taxable;
    const cgst = intraState ? Math.ceil(tax / 2) : 0;
    return {
      name: i.name, hsn: i.hsn, qty: i.qty, ratePercent: i.ratePercent, taxablePaise: taxable,
      cgstPaise: cgst, sgstPaise: intraState ? tax - cgst : 0, igstPaise: intraState ? 0 : tax, totalPaise: total,
    };
  });
  const sum = (k: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'totalPaise') => lines.reduce((n, l) => n + l[k], 0);
  return {
    lines,
    totals: { taxablePaise: sum('taxablePaise'), cgstPaise: sum('cgstPaise'), sgstPaise: sum('sgstPaise'), igstPaise: sum('igstPaise'), totalPaise: sum('totalPaise') },
    intraState,
  };
}
