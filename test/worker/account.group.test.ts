import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'account-api': () => import('./account-api.suite'),
  'account-isolation': () => import('./account-isolation.suite'),
  'account-ledgers': () => import('./account-ledgers.suite'),
  'account-owner-hooks': () => import('./account-owner-hooks.suite'),
  'account-paging': () => import('./account-paging.suite'),
  'account-rights': () => import('./account-rights.suite'),
  // placing orders (orders-placing.group was joined here: one app load fewer)
  'orders-pages': () => import('./orders-pages.suite'),
  'orders-place': () => import('./orders-place.suite'),
  'orders-rewards': () => import('./orders-rewards.suite'),
  'order-again': () => import('./order-again.suite'),
  'buyer-gstin': () => import('./buyer-gstin.suite'),
  // each on shops of its own (createOrderShop): concurrent orders on one shop object, as alone
  'orders-concurrency': () => import('./orders-concurrency.suite'),
  'orders-atomicity': () => import('./orders-atomicity.suite'),
});
