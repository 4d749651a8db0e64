import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'api-hygiene-fuzz': () => import('./api-hygiene-fuzz.suite'),
  'api-hygiene-writes': () => import('./api-hygiene-writes.suite'),
  'api-hygiene': () => import('./api-hygiene.suite'),
  'request-values': () => import('./request-values.suite'),
});
