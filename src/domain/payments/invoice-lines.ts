/**
 * An order's lines as a GST document prints them, when the shop added GST on top of its prices at checkout
 * (the cart's GST setting): the taxable value is what the line cost before tax, the tax is what checkout
 * charged, split into CGST and SGST (the odd paisa to CGST) inside the shop's state, IGST across states.
 */
export interface ChargedLine {
  name: string;
  hsn: string;
  qty: number;
  gst_percent: number | null;
  gst: number;
  line_total: number;
}
export interface InvoiceLine {
  name: string;
  hsn: string;
  qty: number;
  ratePercent: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}
export interface InvoiceLines {
  lines: InvoiceLine[];
  totals: { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };
  intraState: boolean;
}

/** null when checkout added no GST (the prices already include it; domain/payments/gst taxLines splits those). */
export function invoiceLinesOfOrder(
  lines: readonly ChargedLine[],
  opts: { addedGst: boolean; intraState: boolean },
): InvoiceLines | null {
  if (!opts.addedGst) return null;
  const out = lines.map((l): InvoiceLine => {
    const cgst = opts.intraState ? Math.ceil(l.gst / 2) : 0;
    const sgst = opts.intraState ? l.gst - cgst : 0;
    return {
      name: l.name,
      hsn: l.hsn,
      qty: l.qty,
      ratePercent: l.gst_percent ?? 0,
      taxablePaise: l.line_total,
      cgstPaise: cgst,
      sgstPaise: sgst,
      igstPaise: opts.intraState ? 0 : l.gst,
      totalPaise: l.line_total + l.gst,
    };
  });
  const sum = (k: keyof InvoiceLines['totals']) => out.reduce((n, l) => n + l[k], 0);
  return {
    lines: out,
    totals: {
      taxablePaise: sum('taxablePaise'),
      cgstPaise: sum('cgstPaise'),
      sgstPaise: sum('sgstPaise'),
      igstPaise: sum('igstPaise'),
      totalPaise: sum('totalPaise'),
    },
    intraState: opts.intraState,
  };
}

const ALIASES: Record<string, string> = {
  nctofdelhi: 'delhi',
  newdelhi: 'delhi',
  orissa: 'odisha',
  pondicherry: 'puducherry',
  uttaranchal: 'uttarakhand',
  bombay: 'maharashtra',
};
const fold = (s: string) => {
  const letters = s.toLowerCase().replace(/[^a-z]/g, '');
  return Object.hasOwn(ALIASES, letters) ? ALIASES[letters] : letters;
};

/**
 * The GST state code of the place of supply: the delivery address's state, matched by name against the GST
 * state list ('Delhi', 'NCT of Delhi', 'tamil nadu'); the shop's own state when the name is not recognised.
 */
export function placeOfSupplyCode(
  stateName: string,
  states: Readonly<Record<string, string>>,
  shopStateCode: string,
): string {
  const wanted = fold(stateName);
  if (!wanted) return shopStateCode;
  for (const [code, name] of Object.entries(states)) if (fold(name) === wanted) return code;
  return shopStateCode;
}
