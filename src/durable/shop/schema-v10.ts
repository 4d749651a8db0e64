/**
 * Version 10: what a change touched, for the edge cache. Triggers note the categories whose pages a write changed
 * (an item's row: its price, its stock after an order or a cancellation; a review or an answered question of an
 * item) or '*' for every page (a coupon running out of uses leaves every page's offers). The shop's object turns
 * the notes into a new shop version after the call that wrote them (durable/shop-store `settlePageChanges`), so
 * writes made without an owner call (orders, reviews, expiring unpaid orders) show on the pages they touch.
 */
const note = (scope: string) => `INSERT OR IGNORE INTO page_changes (scope) VALUES (${scope});`;
const itemCategory = (row: 'NEW' | 'OLD') =>
  `INSERT OR IGNORE INTO page_changes (scope) SELECT cat_id FROM items WHERE store_id = ${row}.store_id AND id = ${row}.item_id;`;

export const SHOP_SCHEMA_V10: readonly string[] = [
  'CREATE TABLE page_changes (scope TEXT PRIMARY KEY)',
  `CREATE TRIGGER page_changes_item_added AFTER INSERT ON items BEGIN ${note('NEW.cat_id')} END`,
  `CREATE TRIGGER page_changes_item_changed AFTER UPDATE ON items BEGIN ${note('OLD.cat_id')} ${note('NEW.cat_id')} END`,
  `CREATE TRIGGER page_changes_item_removed AFTER DELETE ON items BEGIN ${note('OLD.cat_id')} END`,
  `CREATE TRIGGER page_changes_review_added AFTER INSERT ON reviews BEGIN ${itemCategory('NEW')} END`,
  `CREATE TRIGGER page_changes_review_changed AFTER UPDATE ON reviews BEGIN ${itemCategory('NEW')} END`,
  `CREATE TRIGGER page_changes_review_removed AFTER DELETE ON reviews BEGIN ${itemCategory('OLD')} END`,
  `CREATE TRIGGER page_changes_question_changed AFTER UPDATE ON questions BEGIN ${itemCategory('NEW')} END`,
  `CREATE TRIGGER page_changes_question_removed AFTER DELETE ON questions BEGIN ${itemCategory('OLD')} END`,
  `CREATE TRIGGER page_changes_coupon_uses AFTER UPDATE OF used_count ON coupons
     WHEN NEW.usage_limit IS NOT NULL AND (OLD.used_count < NEW.usage_limit) <> (NEW.used_count < NEW.usage_limit)
     BEGIN ${note("'*'")} END`,
];
