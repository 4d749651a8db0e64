import { describeSuites } from './suites';

// One workerd for the owner API's files (docs/testing.md: most of a file's cost is loading the app). Each suite
// makes its own shop or key where it changes one, and snapshots the shop around the calls it refuses.
describeSuites({
  'admin-auth': () => import('./admin-auth.suite'),
  'admin-validation': () => import('./admin-validation.suite'),
  'admin-store': () => import('./admin-store.suite'),
  'admin-settings': () => import('./admin-settings.suite'),
  'admin-staff-keys': () => import('./admin-staff-keys.suite'),
  'admin-catalogue': () => import('./admin-catalogue.suite'),
  'admin-catalogue-csv': () => import('./admin-catalogue-csv.suite'),
  'admin-content': () => import('./admin-content.suite'),
  'admin-community': () => import('./admin-community.suite'),
  'admin-visitors': () => import('./admin-visitors.suite'),
});
