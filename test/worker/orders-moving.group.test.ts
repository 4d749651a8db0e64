import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'orders-status': () => import('./orders-status.suite'),
  'orders-upi': () => import('./orders-upi.suite'),
  'owner-inbox': () => import('./owner-inbox.suite'),
  'owner-alerts': () => import('./owner-alerts.suite'),
  'owner-order-pages': () => import('./owner-order-pages.suite'),
  reports: () => import('./reports.suite'),
  'platform-history': () => import('./platform-history.suite'),
});
