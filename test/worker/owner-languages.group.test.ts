import { describeSuites } from './suites';

// One workerd for the owner's replies, screens and messages in each language (docs/testing.md: most of a file's
// cost is loading the app). admin-import runs here, last, rather than in admin.group: it imports the sample CSV's
// dry-fruits category into dilli-kirana, which admin-catalogue there creates by hand.
describeSuites({
  'owner-language': () => import('./owner-language.suite'),
  'owner-replies-language': () => import('./owner-replies-language.suite'),
  'owner-screens-language': () => import('./owner-screens-language.suite'),
  'owner-settings-language': () => import('./owner-settings-language.suite'),
  'whatsapp-handoff-language': () => import('./whatsapp-handoff-language.suite'),
  'admin-import': () => import('./admin-import.suite'),
});
