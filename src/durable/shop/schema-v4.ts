/**
 * Version 4: requests from agents and other machine readers (Markdown pages, llms.txt, feeds, MCP), counted per
 * day and surface for the owner's stats. One row a surface a day, so it grows with days, not with traffic.
 */
export const SHOP_SCHEMA_V4: readonly string[] = [
  `CREATE TABLE agent_requests (
    store_id TEXT NOT NULL,
    day TEXT NOT NULL,
    surface TEXT NOT NULL,
    requests INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (store_id, day, surface)
  )`,
];
