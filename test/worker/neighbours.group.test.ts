import { describeSuites } from './suites';

// A busy shop and its neighbours in one isolate (#40 item 4): identical reloads share a render, each shop keeps to
// its fair share of the isolate. One workerd for both (docs/testing.md).
describeSuites({
  'shared-reloads': () => import('./shared-reloads.suite'),
  'fair-share': () => import('./fair-share.suite'),
});
