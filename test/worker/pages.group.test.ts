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
});
