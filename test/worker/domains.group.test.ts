import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'domain-verification': () => import('./domain-verification.suite'),
  domains: () => import('./domains.suite'),
  'store-details': () => import('./store-details.suite'),
  'shop-context': () => import('./shop-context.suite'),
});
