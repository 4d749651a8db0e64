import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'owner-input-rules': () => import('./owner-input-rules.suite'),
  'owner-words-everywhere': () => import('./owner-words-everywhere.suite'),
  'owner-words-language': () => import('./owner-words-language.suite'),
  'refusal-paths-language': () => import('./refusal-paths-language.suite'),
  'refusals-language': () => import('./refusals-language.suite'),
  languages: () => import('./languages.suite'),
  'last-pages-language': () => import('./last-pages-language.suite'),
});
