import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'cart-merge': () => import('./cart-merge.suite'),
  'cart-ownership': () => import('./cart-ownership.suite'),
  'cart-pages': () => import('./cart-pages.suite'),
  'cart-session': () => import('./cart-session.suite'),
});
