/**
 * The layers of the house, checked by `npm run check:layers` (part of `npm test`; it cruises src, client, seed and scripts). docs/architecture.md explains
 * each rule. A folder may import its own layer and the layers below it, never one above.
 *
 *   src/worker.ts, src/index.ts            the Worker: mounts everything
 *   src/pages  src/api  src/admin  src/platform   HTTP surfaces: pages, the JSON API, the owner and operator APIs
 *   src/app                                use cases every surface shares (cart calls, ...)
 *   src/middleware                         per-request context, guards and caches
 *   src/render                             streaming React pages, islands' server half, assets
 *   src/auth                               sign-in tokens and sessions
 *   src/durable                            the shop's Durable Object: runs the repositories next to its data
 *   src/data                               repositories, the shop handle and what crosses to the object (never imports src/durable)
 *   src/ondc                               the ONDC seller node's signing keys and network participants (beside src/data)
 *   src/isomorphic                         what the server's render and the browser share: the translator, useT, the shop's id
 *   src/domain                             pure rules and shapes (table descriptors, field shapes): no I/O, no framework
 *   src/core                               the floor: logging, JSON replies, cookies
 *   src/env.ts                             binding types and RequestEnv (bindings and the request's id): imports nothing
 *   seed/                                  the demo shops, made through the HTTP APIs: imports only seed/, src/domain, src/app/owner/schemas
 *   scripts/                               npm's tools (start, seed, owner, build): drive the Worker from outside, never import src/ or client/
 *   client/                                the browser: imports only src/domain and src/isomorphic
 *   (only src/pages and src/render, the floors that render React, may import client/: the islands' server half)
 */
const below = {
  core: ['core'],
  domain: ['domain'],
  isomorphic: ['isomorphic', 'domain'],
  data: ['data', 'domain', 'core'],
  ondc: ['ondc', 'domain', 'core'],
  durable: ['durable', 'data', 'domain', 'core'],
  auth: ['auth', 'data', 'durable', 'domain', 'core'],
  render: ['render', 'isomorphic', 'auth', 'data', 'durable', 'domain', 'core'],
  middleware: ['middleware', 'render', 'isomorphic', 'auth', 'data', 'durable', 'domain', 'core'],
  app: ['app', 'middleware', 'render', 'isomorphic', 'auth', 'data', 'durable', 'ondc', 'domain', 'core'],
};
const surfaces = ['pages', 'api', 'admin', 'platform'];

const layerRule = ([layer, allowed]) => ({
  name: `${layer}-imports-only-below`,
  comment: `src/${layer} may import only ${allowed.map((a) => `src/${a}`).join(', ')} (and src/env.ts, src/core/result.ts, which import nothing)`,
  severity: 'error',
  from: { path: `^src/${layer}/` },
  // src/core/result.ts imports nothing: the one result type is every layer's, the pure domain's included
  to: { path: '^src/', pathNot: [`^src/(${allowed.join('|')})/`, '^src/env\\.ts$', '^src/core/result\\.ts$'] },
});

module.exports = {
  forbidden: [
    ...Object.entries(below).map(layerRule),
    ...surfaces.map((surface) => ({
      name: `${surface}-imports-no-other-surface`,
      comment: `src/${surface} is one HTTP surface: it shares use cases through the layers below, never through another surface`,
      severity: 'error',
      from: { path: `^src/${surface}/` },
      to: { path: `^src/(${surfaces.filter((s) => s !== surface).join('|')})/` },
    })),
    {
      name: 'page-renders-do-no-io',
      comment:
        "a page's render takes plain data (its handler's loads and the page frame, src/middleware/page-frame.ts) and starts no I/O: outside the handler files it imports no repository, middleware, use case or binding (types may be named: they are erased). Handler files are routes*, *-route(s) and the loaders listed (the shop console's guard and form reader, the agents' Markdown answers and MCP tools, whose renders are pure functions in src/domain/agents)",
      severity: 'error',
      from: {
        path: '^src/pages/',
        pathNot: [
          '/(routes[^/]*|[^/]*-routes?)\\.tsx?$',
          '^src/pages/(store-gate|error-responses)\\.tsx$',
          '^src/pages/local-names\\.ts$',
          '^src/pages/console/(guard\\.tsx|new-item-form\\.ts)$',
          '^src/pages/agents/(markdown-pages|mcp-tools)\\.ts$',
          '^src/pages/catalogue/(common\\.tsx|machine-readers\\.ts|shared-view\\.ts)$',
          '^src/pages/(bag/read-bag|checkout/checkout-data|account/referral-cookie)\\.ts$',
          '^src/pages/account/page-context\\.tsx$',
        ],
      },
      to: {
        path: ['^src/(data|middleware|durable|auth|app|ondc)/', '^src/env\\.ts$', '^(cloudflare|workerd):'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'env-imports-nothing',
      comment: 'src/env.ts is the floor every layer may import: it names the bindings and imports no layer (the request context of the middleware is src/middleware/app-env.ts)',
      severity: 'error',
      from: { path: '^src/env\\.ts$' },
      to: { path: '^(src|client)/' },
    },
    {
      name: 'seed-imports-only-seed-and-domain',
      comment: "the seed makes its shops through the HTTP APIs, as an owner would: from the Worker it takes only pure rules and shapes, and the owner API's request schemas it speaks",
      severity: 'error',
      from: { path: '^seed/' },
      to: { path: '^(src|client|scripts)/', pathNot: '^src/(domain|app/owner/schemas)/' },
    },
    {
      name: 'scripts-import-no-worker-code',
      comment: "npm's tools run the Worker (wrangler, HTTP) and bundle what they need with esbuild; they never import src/ or client/ themselves",
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(src|client)/' },
    },
    {
      name: 'nothing-in-the-worker-imports-tools',
      comment: 'src/ and client/ are what ships: nothing in them imports the seed or the scripts',
      severity: 'error',
      from: { path: '^(src|client)/' },
      to: { path: '^(seed|scripts)/' },
    },
    {
      name: 'platform-room-knows-no-shop',
      comment: "src/data/platform is the directory of all shops (D1): it reads no shop's database, no photo and no cache (docs/architecture.md, the rooms of src/data)",
      severity: 'error',
      from: { path: '^src/data/platform/' },
      to: { path: '^src/data/(shop|media|cache)/' },
    },
    {
      name: 'media-room-reads-no-directory',
      comment: 'src/data/media keeps photos and images by shop id: it never reads the platform directory',
      severity: 'error',
      from: { path: '^src/data/media/' },
      to: { path: '^src/data/platform/' },
    },
    {
      name: 'nothing-imports-the-worker',
      severity: 'error',
      from: { path: '^(src|client)/', pathNot: '^src/index\\.ts$' },
      to: { path: '^src/(worker|index)\\.ts$' },
    },
    {
      name: 'domain-is-pure',
      comment: 'pure rules use no framework and no platform API: only zod and the CSV parser and writer from npm',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: ['node_modules/(zod|csv-parse|csv-stringify)/'] },
    },
    {
      name: 'domain-uses-no-runtime',
      comment: 'pure rules and the isomorphic helpers run anywhere: no cloudflare:* module, no Node built-in, whatever resolves it',
      severity: 'error',
      from: { path: '^src/(domain|isomorphic)/' },
      to: { path: '^(cloudflare|node|workerd):' },
    },
    {
      name: 'isomorphic-uses-only-react-and-lingui',
      comment: 'src/isomorphic is bundled for the browser too: React and Lingui only',
      severity: 'error',
      from: { path: '^src/isomorphic/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown', 'core'], pathNot: ['node_modules/(react|@lingui/core)/'] },
    },
    {
      name: 'client-imports-only-pure-src',
      comment: 'the browser bundle takes rules, shapes and the isomorphic helpers from src, never server code',
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^src/', pathNot: '^src/(domain|isomorphic)/' },
    },
    {
      name: 'only-render-floors-import-client',
      comment: 'islands are rendered on the server by src/pages and src/render only; helpers both sides need live in src/isomorphic',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(pages|render)/' },
      to: { path: '^client/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^(src|client|seed|scripts)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(static|test)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
