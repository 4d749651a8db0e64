/**
 * Version 20: the shop's tables drop store_id. Each shop has a database of its own, and since version 19 no key,
 * index, foreign key or trigger names the column, so SQLite can drop it in place (ALTER TABLE ... DROP COLUMN
 * refuses only a column that something else names). The tables are the ones version 19 made again, each of which
 * kept store_id as a plain column defaulting to the shop's id; no other table of the shop's database has it.
 */
import { TABLES_V19 } from './schema-v19-tables';

export const SHOP_SCHEMA_V20: readonly string[] = TABLES_V19.map((t) => `ALTER TABLE ${t.name} DROP COLUMN store_id`);
