import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'orders-pages': () => import('./orders-pages.suite'),
  'orders-place': () => import('./orders-place.suite'),
  'orders-rewards': () => import('./orders-rewards.suite'),
  'order-again': () => import('./order-again.suite'),
  'buyer-gstin': () => import('./buyer-gstin.suite'),
  // each on shops of its own (createOrderShop): concurrent orders on one shop object, as alone
  'orders-concurrency': () => import('./orders-concurrency.suite'),
  'orders-atomicity': () => import('./orders-atomicity.suite'),
});
