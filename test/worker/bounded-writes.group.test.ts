import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'bounded-writes-presence': () => import('./bounded-writes-presence.suite'),
  'bounded-writes-shoppers': () => import('./bounded-writes-shoppers.suite'),
  'bounded-writes': () => import('./bounded-writes.suite'),
  'safe-defaults-cells': () => import('./safe-defaults-cells.suite'),
});
