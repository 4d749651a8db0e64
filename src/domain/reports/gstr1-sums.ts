import type { ReportCell } from './csv-text';
import { placeOfSupplyText } from './document-tax';
import {
  addLine,
  isNothing,
  rate,
  rupees,
  taxCells,
  zero,
  type Amounts,
  type Gstr1Shop,
  type TaxedDocument,
} from './gstr1';

/**
 * GSTR-1's month-long sums (gstr1.ts has the per-document rows): the tables that add documents up rather than list
 * them, B2C small, nil-rated supplies, the HSN summary, the document runs and a composition shop's bills.
 */

/** An unbroken run of one series' numbers: table 13 asks for each run's first and last number and how many. */
interface Run {
  nature: string;
  prefix: string;
  fromSeq: number;
  toSeq: number;
  from: string;
  to: string;
}

/**
 * Table 13's rows, fed documents in number order: consecutive numbers of one series make one row. Numbers are taken
 * when a document is first made, so a month's numbers may have gaps (another month's documents) and then give
 * several rows. A number here is never cancelled: an order called off after its invoice gets a credit note (its
 * own row), and one called off before it never takes a number, so Cancelled is 0.
 */
export class DocumentRuns {
  private readonly runs: Run[] = [];

  add(nature: string, number: string, seq: number): void {
    const prefix = number.replace(/\d+$/, '');
    const last = this.runs.at(-1);
    if (last && last.nature === nature && last.prefix === prefix && seq === last.toSeq + 1) {
      last.toSeq = seq;
      last.to = number;
    } else this.runs.push({ nature, prefix, fromSeq: seq, toSeq: seq, from: number, to: number });
  }

  rows(): ReportCell[][] {
    return this.runs.map((r) => [r.nature, r.from, r.to, r.toSeq - r.fromSeq + 1, 0]);
  }
}

interface HsnSum extends Amounts {
  description: string;
  qty: number;
}
const NIL_ROWS = [
  ['Inter-State supplies to registered persons', false, true],
  ['Intra-State supplies to registered persons', true, true],
  ['Inter-State supplies to unregistered persons', false, false],
  ['Intra-State supplies to unregistered persons', true, false],
] as const;

/** GSTN's description is at most 30 characters. */
const description = (name: string) => [...name].slice(0, 30).join('');

/**
 * What GSTR-1 sums over the month: B2C small by place of supply and rate, nil-rated supplies, the HSN summary, the
 * document runs and, for a composition shop, its bills by place of supply. Invoices add, credit notes take away.
 */
export class Gstr1Sums {
  private readonly b2cs = new Map<string, Amounts>();
  private readonly nil = new Map<string, number>();
  private readonly hsn = new Map<string, HsnSum>();
  private readonly bills = new Map<string, { bills: number; value: number; notes: number; noteValue: number }>();
  readonly invoices = new DocumentRuns();
  readonly creditNotes = new DocumentRuns();

  constructor(private readonly shop: Gstr1Shop) {}

  add(t: TaxedDocument, as: 'invoice' | 'credit note'): void {
    const sign = as === 'invoice' ? 1 : -1;
    const runs = as === 'invoice' ? this.invoices : this.creditNotes;
    runs.add(
      as === 'invoice'
        ? this.shop.compositionScheme
          ? 'Bills of supply'
          : 'Invoices for outward supply'
        : 'Credit Note',
      t.doc.number,
      t.doc.seq,
    );
    const b2b = t.kind === 'b2b';
    for (const l of t.tax.lines) {
      const key = `${b2b ? 'b2b' : 'b2c'}|${l.hsn}|${this.shop.compositionScheme ? '' : l.ratePercent}`;
      const h = this.hsn.get(key) ?? { ...zero(), description: description(l.name), qty: 0 };
      addLine(h, l, sign);
      h.qty += sign * l.qty;
      this.hsn.set(key, h);
      if (this.shop.compositionScheme) continue;
      if (l.ratePercent <= 0) {
        const nilKey = `${t.intraState}|${b2b}`;
        this.nil.set(nilKey, (this.nil.get(nilKey) ?? 0) + sign * l.totalPaise);
      } else if (t.kind === 'b2cs') {
        const k = `${t.placeOfSupply}|${l.ratePercent}`;
        const a = this.b2cs.get(k) ?? zero();
        addLine(a, l, sign);
        this.b2cs.set(k, a);
      }
    }
    if (this.shop.compositionScheme) {
      const b = this.bills.get(t.placeOfSupply) ?? { bills: 0, value: 0, notes: 0, noteValue: 0 };
      if (as === 'invoice') {
        b.bills += 1;
        b.value += t.tax.totals.totalPaise;
      } else {
        b.notes += 1;
        b.noteValue += t.tax.totals.totalPaise;
      }
      this.bills.set(t.placeOfSupply, b);
    }
  }

  b2csRows(): ReportCell[][] {
    return [...this.b2cs.entries()]
      .filter(([, a]) => !isNothing(a))
      .sort(([a], [b]) => compareKeys(a, b))
      .map(([k, a]) => {
        const [pos, r] = k.split('|');
        return ['OE', placeOfSupplyText(pos), rate(Number(r)), '', ...taxCells(a), ''];
      });
  }

  nilRows(): ReportCell[][] {
    return NIL_ROWS.map(([text, intra, registered]) => [
      text,
      rupees(this.nil.get(`${intra}|${registered}`) ?? 0),
      rupees(0),
      rupees(0),
    ]);
  }

  hsnRows(part: 'b2b' | 'b2c' | 'all'): ReportCell[][] {
    return [...this.hsn.entries()]
      .filter(([k, h]) => (part === 'all' || k.startsWith(`${part}|`)) && !(isNothing(h) && h.qty === 0))
      .sort(([a], [b]) => compareKeys(a, b))
      .map(([k, h]) => {
        const [, hsn, r] = k.split('|');
        const head: ReportCell[] = [hsn, h.description, 'NOS-NUMBERS', h.qty, rupees(h.total)];
        return part === 'all' ? head : [...head, rate(Number(r)), ...taxCells(h)];
      });
  }

  billRows(): ReportCell[][] {
    return [...this.bills.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pos, b]) => [
        placeOfSupplyText(pos),
        b.bills,
        rupees(b.value),
        b.notes,
        rupees(b.noteValue),
        rupees(b.value - b.noteValue),
      ]);
  }

  docRows(): ReportCell[][] {
    return [...this.invoices.rows(), ...this.creditNotes.rows()];
  }
}

/** Keys `a|b|c` in order, numeric parts as numbers (rate 5 before 12). */
function compareKeys(a: string, b: string): number {
  const pa = a.split('|'),
    pb = b.split('|');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '',
      y = pb[i] ?? '';
    if (x === y) continue;
    const nx = Number(x),
      ny = Number(y);
    return x !== '' && y !== '' && Number.isFinite(nx) && Number.isFinite(ny) ? nx - ny : x < y ? -1 : 1;
  }
  return 0;
}
