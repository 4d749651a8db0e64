import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'agents-feeds': () => import('./agents-feeds.suite'),
  'agents-llms': () => import('./agents-llms.suite'),
  'agents-markdown': () => import('./agents-markdown.suite'),
  'agents-mcp': () => import('./agents-mcp.suite'),
  // ONDC, the network's buyer apps as agents: two test files of their own, run here so they pay for no app load of
  // their own; each still runs alone when named on the command line (vitest.worker.config.ts)
  ondc: () => import('./ondc.test'),
  'ondc-protocol': () => import('./ondc-protocol.test'),
});
