/**
 * Version 7: shops in Hindi and Tamil. The shop gains its own language, the languages it is shown in, and the
 * owner's translations of its texts (`LANGUAGE`, `LANGUAGES`, `I18N` in the owner API); categories and coupons
 * gain their translations, and bag lines the item's translated names.
 */
export const SHOP_SCHEMA_V7: readonly string[] = [
  "ALTER TABLE stores ADD COLUMN language TEXT NOT NULL DEFAULT 'en'",
  `ALTER TABLE stores ADD COLUMN languages TEXT NOT NULL DEFAULT '["en"]'`,
  "ALTER TABLE stores ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}'",
  "ALTER TABLE categories ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}'",
  "ALTER TABLE coupons ADD COLUMN i18n TEXT NOT NULL DEFAULT '{}'",
  // a bag line keeps a copy of its item's name; now of its translated names too
  'ALTER TABLE bag_lines ADD COLUMN names TEXT',
];
