import { describeSuites } from './suites';

// One workerd for the pages and the owner's words, replies, screens and messages in each language (docs/testing.md:
// most of a file's cost is loading the app).
describeSuites({
  'owner-input-rules': () => import('./owner-input-rules.suite'),
  'owner-words-everywhere': () => import('./owner-words-everywhere.suite'),
  'owner-words-language': () => import('./owner-words-language.suite'),
  'refusal-paths-language': () => import('./refusal-paths-language.suite'),
  'refusals-language': () => import('./refusals-language.suite'),
  languages: () => import('./languages.suite'),
  'last-pages-language': () => import('./last-pages-language.suite'),
  'owner-language': () => import('./owner-language.suite'),
  'owner-replies-language': () => import('./owner-replies-language.suite'),
  'owner-screens-language': () => import('./owner-screens-language.suite'),
  'owner-settings-language': () => import('./owner-settings-language.suite'),
  'whatsapp-handoff-language': () => import('./whatsapp-handoff-language.suite'),
  // last, and not in pages.group: it imports the sample CSV's dry-fruits category into dilli-kirana, which
  // admin-catalogue there creates by hand
  'admin-import': () => import('./admin-import.suite'),
});
