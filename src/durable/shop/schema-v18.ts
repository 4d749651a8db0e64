/**
 * Version 18: each order keeps its lines as the inbox card shows them ("1 × Toor Dal, 2 × Basmati Rice", in line
 * order), written by a trigger as its lines are inserted (placement, the order history's copies) and filled in for the
 * orders already there. A year-old shop's inbox page read 25 orders' lines again on every view (a sub-select per card
 * was half of the page's SQL); order lines never change once placed, so the text is written once.
 */
const LINES_TEXT = `(SELECT group_concat(qty || ' × ' || name, ', ' ORDER BY line_no) FROM order_items
  WHERE order_items.store_id = orders.store_id AND order_items.order_id = orders.id)`;

export const SHOP_SCHEMA_V18: readonly string[] = [
  "ALTER TABLE orders ADD COLUMN lines_text TEXT NOT NULL DEFAULT ''",
  `UPDATE orders SET lines_text = COALESCE(${LINES_TEXT}, '')`,
  `CREATE TRIGGER order_lines_text AFTER INSERT ON order_items BEGIN
     UPDATE orders SET lines_text = COALESCE(${LINES_TEXT}, '') WHERE store_id = NEW.store_id AND id = NEW.order_id;
   END`,
];
