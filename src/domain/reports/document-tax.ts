import { INDIAN_STATES, taxLines } from '../payments/gst';
import { invoiceLinesOfOrder, placeOfSupplyCode, type InvoiceLines } from '../payments/invoice-lines';

/** An order's item line as the shop keeps it (order_items: paise, the rate in percent, the GST checkout added). */
export interface DocumentLine {
  name: string;
  hsn: string;
  qty: number;
  unit_price: number | null;
  gst_percent: number | null;
  gst: number;
  line_total: number;
}

export interface DocumentTax {
  placeOfSupply: string;
  tax: InvoiceLines;
}

/**
 * The taxes of an order's GST document exactly as its invoice PDF prints them (app/orders/invoice.ts): the place of
 * supply is the delivery address's state (the shop's own when it is not recognised); when checkout added GST the
 * lines carry what it charged, otherwise their prices include GST and taxLines splits it. Intra-state lines split
 * CGST + SGST (the odd paisa to CGST), inter-state lines are IGST.
 */
export function documentTaxOf(
  lines: readonly DocumentLine[],
  buyerStateName: string,
  shopStateCode: string,
): DocumentTax {
  const placeOfSupply = placeOfSupplyCode(buyerStateName, INDIAN_STATES, shopStateCode);
  const charged = invoiceLinesOfOrder(lines, {
    addedGst: lines.some((l) => l.gst > 0),
    intraState: placeOfSupply === shopStateCode,
  });
  const tax =
    charged ??
    taxLines({
      items: lines.map((l) => ({
        name: l.name,
        hsn: l.hsn,
        qty: l.qty,
        unitPricePaise: l.unit_price ?? 0,
        ratePercent: l.gst_percent ?? 0,
      })),
      supplierState: shopStateCode,
      placeOfSupplyState: placeOfSupply,
    });
  return { placeOfSupply, tax };
}

/**
 * GSTN's names for the place of supply where they differ from the invoice's (GSTR-1's offline tool writes
 * `01-Jammu & Kashmir`); every other state reads as on the invoice.
 */
const GSTN_NAMES: Readonly<Record<string, string>> = {
  '01': 'Jammu & Kashmir',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '35': 'Andaman & Nicobar Islands',
};

/** A state code as GSTR-1 writes a place of supply: `07-Delhi`. */
export function placeOfSupplyText(code: string): string {
  const name = Object.hasOwn(GSTN_NAMES, code)
    ? GSTN_NAMES[code]
    : Object.hasOwn(INDIAN_STATES, code)
      ? INDIAN_STATES[code]
      : '';
  return name ? `${code}-${name}` : code;
}
