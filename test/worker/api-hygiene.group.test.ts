import { describeSuites } from './suites';

// One workerd for the API's hygiene and its bounded writes (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'api-hygiene-fuzz': () => import('./api-hygiene-fuzz.suite'),
  'api-hygiene-writes': () => import('./api-hygiene-writes.suite'),
  'api-hygiene': () => import('./api-hygiene.suite'),
  'request-values': () => import('./request-values.suite'),
  'bounded-writes-presence': () => import('./bounded-writes-presence.suite'),
  'bounded-writes-shoppers': () => import('./bounded-writes-shoppers.suite'),
  'bounded-writes': () => import('./bounded-writes.suite'),
  'safe-defaults-cells': () => import('./safe-defaults-cells.suite'),
});
