import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  'item-removal': () => import('./item-removal.suite'),
  'photo-pages': () => import('./photo-pages.suite'),
  'photos-import': () => import('./photos-import.suite'),
  'photos-resizer': () => import('./photos-resizer.suite'),
  'photos-upload': () => import('./photos-upload.suite'),
  'photos-colour': () => import('./photos-colour.suite'),
  'photos-variants': () => import('./photos-variants.suite'),
  'console-photo-first': () => import('./console-photo-first.suite'),
  'console-category-removal': () => import('./console-category-removal.suite'),
});
