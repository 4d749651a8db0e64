import type { ShopData } from './shop-data';
/**
 * GST document numbers: one invoice (or bill of supply) per order, and one credit note per order cancelled after
 * it was invoiced; each kind gapless within the shop's financial year. The number is taken the first time the
 * document is made, in one transaction (one batch in the shop's object): the year's counter moves on only when
 * the order has no number yet, and the number row is written from the counter it left.
 */
export interface IssuedNumber {
  number: string;
  fy: string;
  seq: number;
  issuedAt: number;
}

type Kind = 'invoice' | 'credit note';
const TABLE: Record<Kind, string> = { invoice: 'invoices', 'credit note': 'credit_notes' };
const seriesKey = (kind: Kind, fy: string) => (kind === 'invoice' ? fy : `CRN ${fy}`);

export async function issueInvoiceNumber(
  shop: ShopData,
  issue: { orderId: string; fy: string; prefix: string; now: number },
  kind: Kind = 'invoice',
): Promise<IssuedNumber> {
  const { db } = shop,
    m = issue;
  const table = TABLE[kind];
  const series = seriesKey(kind, m.fy);
  const unnumbered = `NOT EXISTS (SELECT 1 FROM ${table} WHERE order_id = ?)`;
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO invoice_series (fy, last) VALUES (?, 0)').bind(series),
    db.prepare(`UPDATE invoice_series SET last = last + 1 WHERE fy = ? AND ${unnumbered}`).bind(series, m.orderId),
    db
      .prepare(
        `INSERT INTO ${table} (order_id, fy, seq, number, issued_at)
       SELECT ?1, ?2, last, ?3 || printf('%06d', last), ?4 FROM invoice_series WHERE fy = ?5 AND changes() = 1`,
      )
      .bind(m.orderId, m.fy, m.prefix, m.now, series),
  ]);
  const row = await db
    .prepare(`SELECT number, fy, seq, issued_at FROM ${table} WHERE order_id = ?`)
    .bind(m.orderId)
    .first<{ number: string; fy: string; seq: number; issued_at: number }>();
  return { number: row!.number, fy: row!.fy, seq: row!.seq, issuedAt: row!.issued_at };
}

/** The order's invoice number, if it was ever given one. */
export async function findInvoiceNumber(
  shop: ShopData,
  orderId: string,
): Promise<{ number: string; issuedAt: number } | null> {
  const { db } = shop;
  const row = await db
    .prepare('SELECT number, issued_at FROM invoices WHERE order_id = ?')
    .bind(orderId)
    .first<{ number: string; issued_at: number }>();
  return row ? { number: row.number, issuedAt: row.issued_at } : null;
}
