import { describeSuites } from './suites';

// One workerd for the platform's API, the safe defaults of a plain deploy, the table descriptors against a freshly
// migrated shop and the owner's console (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'platform-api': () => import('./platform-api.suite'),
  'platform-counters': () => import('./platform-counters.suite'),
  'safe-defaults': () => import('./safe-defaults.suite'),
  'table-descriptors': () => import('./table-descriptors.suite'),
  console: () => import('./console.suite'),
});
