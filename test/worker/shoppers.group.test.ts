import { describeSuites } from './suites';

// One workerd for the shopper's calls: sign-in, bags, search, domains (docs/testing.md: most of a file's cost is
// loading the app).
describeSuites({
  // First, where the isolate is as fresh as in a file of its own: a failing store lookup (dilli-kirana's settings
  // table moved away for each test and back) must not be answered from the isolate's memo of that shop.
  'server-error': () => import('./server-error.suite'),
  // The suites with the most requests next (an isolate slows down as it serves more): concurrent calls on bags
  // of their own, as alone, and the search over a big catalogue
  'cart-concurrency': () => import('./cart-concurrency.suite'),
  'search-scale': () => import('./search-scale.suite'),
  'auth-pages': () => import('./auth-pages.suite'),
  'auth-session': () => import('./auth-session.suite'),
  'auth-tokens': () => import('./auth-tokens.suite'),
  'members-only-api': () => import('./members-only-api.suite'),
  'members-only-readers': () => import('./members-only-readers.suite'),
  'cart-merge': () => import('./cart-merge.suite'),
  'cart-ownership': () => import('./cart-ownership.suite'),
  'cart-pages': () => import('./cart-pages.suite'),
  'cart-session': () => import('./cart-session.suite'),
  'cart-api': () => import('./cart-api.suite'),
  'cart-catalogue': () => import('./cart-catalogue.suite'),
  'cart-coupons': () => import('./cart-coupons.suite'),
  'cart-input': () => import('./cart-input.suite'),
  'search-scripts': () => import('./search-scripts.suite'),
  search: () => import('./search.suite'),
  'suggest-ranking': () => import('./suggest-ranking.suite'),
  'domain-verification': () => import('./domain-verification.suite'),
  domains: () => import('./domains.suite'),
  'store-details': () => import('./store-details.suite'),
  'shop-context': () => import('./shop-context.suite'),
  // last: it renames dilli-kirana and one of its items (through the pool's binding, REAL_SELF in direct-self.ts)
  'isolate-memo': () => import('./isolate-memo.suite'),
});
