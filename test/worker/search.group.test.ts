import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'search-scale': () => import('./search-scale.suite'),
  'search-scripts': () => import('./search-scripts.suite'),
  search: () => import('./search.suite'),
  'suggest-ranking': () => import('./suggest-ranking.suite'),
});
