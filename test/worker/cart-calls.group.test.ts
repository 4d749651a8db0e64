import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'cart-api': () => import('./cart-api.suite'),
  'cart-catalogue': () => import('./cart-catalogue.suite'),
  'cart-coupons': () => import('./cart-coupons.suite'),
  'cart-input': () => import('./cart-input.suite'),
  // its own shoppers' bags: concurrent calls on one bag object, as alone
  'cart-concurrency': () => import('./cart-concurrency.suite'),
});
