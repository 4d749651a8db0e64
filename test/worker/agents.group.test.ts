import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'agents-feeds': () => import('./agents-feeds.suite'),
  'agents-llms': () => import('./agents-llms.suite'),
  'agents-markdown': () => import('./agents-markdown.suite'),
  'agents-mcp': () => import('./agents-mcp.suite'),
});
