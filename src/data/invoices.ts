/**
 * GST document numbers: one per order, gapless within the shop's financial year. The number is taken the first
 * time the order's document is made, in one transaction (one batch in the shop's object): the year's counter
 * moves on only when the order has no number yet, and the number row is written from the counter it left.
 */
export interface IssuedNumber { number: string; fy: string; seq: number; issuedAt: number }

export async function issueInvoiceNumber(db: D1Database, m: { storeId: string; orderId: string; fy: string; prefix: string; now: number }): Promise<IssuedNumber> {
  const unnumbered = 'NOT EXISTS (SELECT 1 FROM invoices WHERE store_id = ? AND order_id = ?)';
  await db.batch([
    db.prepare('INSERT OR IGNORE INTO invoice_series (store_id, fy, last) VALUES (?, ?, 0)').bind(m.storeId, m.fy),
    db.prepare(`UPDATE invoice_series SET last = last + 1 WHERE store_id = ? AND fy = ? AND ${unnumbered}`).bind(m.storeId, m.fy, m.storeId, m.orderId),
    db.prepare(
      `INSERT INTO invoices (store_id, order_id, fy, seq, number, issued_at)
       SELECT ?1, ?2, ?3, last, ?4 || printf('%06d', last), ?5 FROM invoice_series WHERE store_id = ?1 AND fy = ?3 AND changes() = 1`,
    ).bind(m.storeId, m.orderId, m.fy, m.prefix, m.now),
  ]);
  const row = await db.prepare('SELECT number, fy, seq, issued_at FROM invoices WHERE store_id = ? AND order_id = ?').bind(m.storeId, m.orderId)
    .first<{ number: string; fy: string; seq: number; issued_at: number }>();
  return { number: row!.number, fy: row!.fy, seq: row!.seq, issuedAt: row!.issued_at };
}
