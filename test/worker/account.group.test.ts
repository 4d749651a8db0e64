import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'account-api': () => import('./account-api.suite'),
  'account-isolation': () => import('./account-isolation.suite'),
  'account-ledgers': () => import('./account-ledgers.suite'),
  'account-owner-hooks': () => import('./account-owner-hooks.suite'),
  'account-paging': () => import('./account-paging.suite'),
  'account-rights': () => import('./account-rights.suite'),
});
