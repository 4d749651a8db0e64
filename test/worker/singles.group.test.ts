import { describeSuites } from './suites';

// The files that ran alone, each paying ~20 s of CPU for its own app load and seed (docs/testing.md), in one workerd.
// The order matters where a suite reads the demo shops as the seed left them, or the isolate as a fresh one is:
describeSuites({
  // first: byte-for-byte renders of dilli-kirana and noir-threads as seeded (later suites change them)
  'render-snapshots': () => import('./render-snapshots.suite'),
  // before any suite visits members-only: its object failing must not be hidden by the isolate's memo of that shop
  faults: () => import('./faults.suite'),
  // the agents' feeds, llms.txt, Markdown and MCP read the demo shops (agents.group was joined here: one app load fewer)
  'agents-feeds': () => import('./agents-feeds.suite'),
  'agents-llms': () => import('./agents-llms.suite'),
  'agents-markdown': () => import('./agents-markdown.suite'),
  'agents-mcp': () => import('./agents-mcp.suite'),
  // on lab shops of their own; page-data-memo, edge-cache and faults keep the pool's binding (direct-self.ts)
  'page-data-memo': () => import('./page-data-memo.suite'),
  'edge-cache': () => import('./edge-cache.suite'),
  'personal-pages': () => import('./personal-pages.suite'),
  // every counter under keys of its own; its dilli-kirana bag needs FLAT50 active, which seed's last test turns off
  'rate-limits': () => import('./rate-limits.suite'),
  'shop-migrations': () => import('./shop-migrations.suite'),
  'migrations-v4-orders': () => import('./migrations-v4-orders.suite'),
  // last: seeds the demo shops again (nothing may have changed what the seed wrote) and edits dilli-kirana
  seed: () => import('./seed.suite'),
});
