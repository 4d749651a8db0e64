import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'catalogue-api': () => import('./catalogue-api.suite'),
  'catalogue-bad-input': () => import('./catalogue-bad-input.suite'),
  'catalogue-content': () => import('./catalogue-content.suite'),
  'catalogue-pages': () => import('./catalogue-pages.suite'),
  'delivery-area': () => import('./delivery-area.suite'),
  'edge-cache-scoped': () => import('./edge-cache-scoped.suite'),
});
