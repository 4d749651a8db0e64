import { describeSuites } from './suites';

// One workerd for the operator-side suites of #40, the catalogue calls and the API's hygiene (docs/testing.md: most of
// a file's cost is loading the app).
// The invoice suite goes first: its concurrent PDFs must include the first ones the isolate makes.
describeSuites({
  'invoice-concurrency': () => import('./invoice-concurrency.suite'),
  'invoice-pdf-worker': () => import('./invoice-pdf-worker.suite'),
  'import-encoding': () => import('./import-encoding.suite'),
  'photo-shape': () => import('./photo-shape.suite'),
  'api-json-outages': () => import('./api-json-outages.suite'),
  'resizer-budget': () => import('./resizer-budget.suite'),
  'catalogue-api': () => import('./catalogue-api.suite'),
  'catalogue-bad-input': () => import('./catalogue-bad-input.suite'),
  'catalogue-content': () => import('./catalogue-content.suite'),
  'catalogue-pages': () => import('./catalogue-pages.suite'),
  'delivery-area': () => import('./delivery-area.suite'),
  'edge-cache-scoped': () => import('./edge-cache-scoped.suite'),
  // the API's hygiene and its bounded writes (api-hygiene.group was joined here: one app load fewer); after the
  // suites above, as there: api-hygiene-writes fills the hour's error records for unknown shops
  'api-hygiene-fuzz': () => import('./api-hygiene-fuzz.suite'),
  'api-hygiene-writes': () => import('./api-hygiene-writes.suite'),
  'api-hygiene': () => import('./api-hygiene.suite'),
  'request-values': () => import('./request-values.suite'),
  'bounded-writes-presence': () => import('./bounded-writes-presence.suite'),
  'bounded-writes-shoppers': () => import('./bounded-writes-shoppers.suite'),
  'bounded-writes': () => import('./bounded-writes.suite'),
  'safe-defaults-cells': () => import('./safe-defaults-cells.suite'),
});
