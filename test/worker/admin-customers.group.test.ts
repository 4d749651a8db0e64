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
});
