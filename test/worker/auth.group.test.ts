import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'auth-pages': () => import('./auth-pages.suite'),
  'auth-session': () => import('./auth-session.suite'),
  'auth-tokens': () => import('./auth-tokens.suite'),
  'members-only-api': () => import('./members-only-api.suite'),
  'members-only-readers': () => import('./members-only-readers.suite'),
});
