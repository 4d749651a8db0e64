import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'admin-customers': () => import('./admin-customers.suite'),
  'admin-domains': () => import('./admin-domains.suite'),
  'admin-item-conflict': () => import('./admin-item-conflict.suite'),
  'admin-openapi': () => import('./admin-openapi.suite'),
  'admin-plugins': () => import('./admin-plugins.suite'),
  'owner-list-pages': () => import('./owner-list-pages.suite'),
  'console-api-coverage': () => import('./console-api-coverage.suite'),
  'console-settings': () => import('./console-settings.suite'),
  'console-replies': () => import('./console-replies.suite'),
  // the platform's API, the safe defaults of a plain deploy, the table descriptors against a freshly migrated shop and
  // the owner's console (platform.group was joined here: one app load fewer); after the suites above, since console
  // changes shop settings through its forms and platform-api pages through every shop
  'platform-api': () => import('./platform-api.suite'),
  'platform-counters': () => import('./platform-counters.suite'),
  'safe-defaults': () => import('./safe-defaults.suite'),
  'table-descriptors': () => import('./table-descriptors.suite'),
  console: () => import('./console.suite'),
});
