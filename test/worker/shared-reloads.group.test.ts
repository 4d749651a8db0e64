import { describeSuites } from './suites';

// The shared reloads (middleware/shared-reloads) beside the edge cache's own file, in a workerd of their own.
describeSuites({
  'shared-reloads': () => import('./shared-reloads.suite'),
});
