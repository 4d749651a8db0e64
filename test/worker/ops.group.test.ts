import { describeSuites } from './suites';

// One workerd for the operator-side suites of #40 and the catalogue calls (docs/testing.md: most of a file's cost is
// loading the app).
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
});
