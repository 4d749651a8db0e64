import { describeSuites } from './suites';

// One workerd for these files' tests (docs/testing.md: most of a file's cost is loading the app).
describeSuites({
  pages: () => import('./pages.suite'),
  seo: () => import('./seo.suite'),
  'storefront-layout': () => import('./storefront-layout.suite'),
  'item-streaming': () => import('./item-streaming.suite'),
  'island-props': () => import('./island-props.suite'),
  'first-visit-js-language': () => import('./first-visit-js-language.suite'),
  'route-table': () => import('./route-table.suite'),
  plugins: () => import('./plugins.suite'),
  push: () => import('./push.suite'),
  // a busy shop and its neighbours in one isolate (#40 item 4), each on lab shops of its own: identical reloads share
  // a render, each shop keeps to its fair share of the isolate
  'shared-reloads': () => import('./shared-reloads.suite'),
  'fair-share': () => import('./fair-share.suite'),
  // the owner API's files (admin.group was joined here: one app load fewer), after the pages, which read the demo shops
  // before admin-catalogue writes to dilli-kirana; each suite makes its own shop or key where it changes one, and
  // snapshots the shop around the calls it refuses
  'admin-auth': () => import('./admin-auth.suite'),
  'admin-validation': () => import('./admin-validation.suite'),
  'admin-store': () => import('./admin-store.suite'),
  'admin-settings': () => import('./admin-settings.suite'),
  'admin-staff-keys': () => import('./admin-staff-keys.suite'),
  'admin-catalogue': () => import('./admin-catalogue.suite'),
  'admin-catalogue-csv': () => import('./admin-catalogue-csv.suite'),
  'admin-content': () => import('./admin-content.suite'),
  'admin-community': () => import('./admin-community.suite'),
  'admin-visitors': () => import('./admin-visitors.suite'),
});
