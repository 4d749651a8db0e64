/**
 * The Worker's URL map, written once. Every path the Worker serves is a row here; the Hono routers mount their
 * handlers at these rows' paths, and everything else that must know the map is derived from it:
 * the route words no shop, category or item may take (`src/domain/route-words.ts`), the segments the catalogue's
 * `/{catId}` routes step aside for (`RESERVED_SEGMENTS`), the query parameters each cached page is keyed by
 * (`src/domain/route-params.ts`), which pages are shared from the edge cache (`shared-pages.ts`), which have a
 * Markdown form (`markdownPageOf`) and which links Chromium may prefetch (`speculation-rules.ts`).
 * `test/worker/route-table.suite.ts` walks Hono's registered routes and fails on a path missing here. Pure.
 */

export type MarkdownKind =
  | 'home'
  | 'categories'
  | 'category'
  | 'item'
  | 'search'
  | 'blogs'
  | 'blogCollection'
  | 'blog'
  | 'page'
  | 'about';

/**
 * What a path below `/{storeId}` is: an HTML `page`; a `file` (robots, sitemap, manifest); an `agent` surface
 * (llms.txt, feeds, MCP, the agent's bag link), which the catalogue does not step aside for because it is mounted
 * before it; or a `word` the storefront keeps for itself with no handler of its own.
 */
export type ShopSurface = 'page' | 'file' | 'agent' | 'word';

/** The machine readers' surfaces a shop counts and rate-limits apart (src/domain/agents/surfaces.ts). */
export type AgentSurface = 'markdown' | 'llms' | 'feeds' | 'mcp';

export interface ShopRoute {
  /** the Hono pattern below `/{storeId}` ('' is the shop's home) */
  path: string;
  surface: ShopSurface;
  /**
   * The query parameters that shape the page: present only on pages kept in the edge cache; the cache key and
   * canonical links carry these alone, in this order.
   */
  reads?: readonly string[];
  /** parameter values that ask for an effect beyond the page (a counted view): such a request skips the cache */
  around?: Readonly<Record<string, string>>;
  /** the same for every visitor but the bag badge: served from the edge cache to shoppers with a bag too */
  shared?: true;
  /**
   * 'category': besides what every page shows (the shop's settings, categories, offers), the page shows only its
   * `:catId` category's items, so a change of other categories' items leaves its cached copy current
   * (domain/page-freshness). Without it, any change of the shop ages the page.
   */
  shows?: 'category';
  /** the page's Markdown form for agents (`Accept: text/markdown`) */
  markdown?: MarkdownKind;
  /** the agent surface this path is counted and rate-limited as (the Markdown forms are told by their Accept) */
  agent?: Exclude<AgentSurface, 'markdown'>;
  /** false: Chromium never prefetches it (personal, state-changing, or for machines) */
  prefetch: boolean;
}

/** Rows in matching order: fixed words before the `/:catId` patterns that could otherwise take them. */
export const SHOP_ROUTES = {
  home: { path: '', surface: 'page', reads: [], shared: true, markdown: 'home', prefetch: true },
  homeAlias: { path: '/home', surface: 'page', reads: [], shared: true, markdown: 'home', prefetch: true },
  categories: { path: '/categories', surface: 'page', reads: [], shared: true, markdown: 'categories', prefetch: true },
  categoryItems: {
    path: '/categories/:catId',
    surface: 'page',
    shows: 'category',
    reads: ['page'],
    shared: true,
    markdown: 'category',
    prefetch: true,
  },
  searchForm: { path: '/search', surface: 'page', reads: ['q', 'cat'], prefetch: true },
  search: { path: '/search/:query', surface: 'page', reads: ['cat', 'page'], markdown: 'search', prefetch: true },
  deliveryCheck: { path: '/delivery-check', surface: 'page', reads: ['pin'], prefetch: true },
  sitemap: { path: '/sitemap', surface: 'page', reads: [], prefetch: true },
  blogs: { path: '/content/blogs', surface: 'page', reads: [], markdown: 'blogs', prefetch: true },
  blog: { path: '/content/blogs/read/:blogId', surface: 'page', reads: [], markdown: 'blog', prefetch: true },
  blogCollection: {
    path: '/content/blogs/:blogCollectionId',
    surface: 'page',
    reads: [],
    markdown: 'blogCollection',
    prefetch: true,
  },
  contentPage: { path: '/content/pages/:pageId', surface: 'page', reads: [], markdown: 'page', prefetch: true },
  robots: { path: '/robots.txt', surface: 'file', reads: [], prefetch: true },
  sitemapXml: { path: '/sitemap.xml', surface: 'file', reads: ['part'], prefetch: true },
  manifest: { path: '/manifest.webmanifest', surface: 'file', reads: [], prefetch: true },
  llms: { path: '/llms.txt', surface: 'agent', agent: 'llms', reads: [], prefetch: false },
  googleFeed: { path: '/feeds/google.xml', surface: 'agent', agent: 'feeds', reads: ['page'], prefetch: false },
  acpFeed: { path: '/feeds/acp.json', surface: 'agent', agent: 'feeds', reads: ['page'], prefetch: false },
  mcp: { path: '/mcp', surface: 'agent', agent: 'mcp', prefetch: false },
  bagClaim: { path: '/bag/claim/:token', surface: 'agent', prefetch: false },
  bag: { path: '/bag', surface: 'page', prefetch: false },
  bagForm: { path: '/bag/do', surface: 'page', prefetch: false },
  manualOrders: { path: '/manualorders', surface: 'page', prefetch: false },
  login: { path: '/login', surface: 'page', prefetch: false },
  /** Signing out is the logout island's API call; the word stays the storefront's and is never prefetched. */
  logout: { path: '/logout', surface: 'word', prefetch: false },
  /** Photo addresses are `/media/{storeId}/…` (the Worker's own route); a category named media would look like one. */
  media: { path: '/media', surface: 'word', prefetch: true },
  account: { path: '/account', surface: 'page', prefetch: false },
  accountAbout: { path: '/account/pages/about', surface: 'page', markdown: 'about', prefetch: false },
  accountOrders: { path: '/account/pages/orders', surface: 'page', prefetch: false },
  accountRewards: { path: '/account/pages/rewards', surface: 'page', prefetch: false },
  accountQuestions: { path: '/account/pages/questions', surface: 'page', prefetch: false },
  accountAddresses: { path: '/account/pages/addresses', surface: 'page', prefetch: false },
  accountWishlist: { path: '/account/pages/wishlist', surface: 'page', prefetch: false },
  accountWallets: { path: '/account/pages/customerwallets', surface: 'page', prefetch: false },
  accountLedger: { path: '/account/pages/customerwallets/:kind{wallet|udhaar}', surface: 'page', prefetch: false },
  accountSuggestions: { path: '/account/pages/suggestions', surface: 'page', prefetch: false },
  accountCreateRequest: { path: '/account/pages/suggestions/createRequest', surface: 'page', prefetch: false },
  accountTrackRequest: { path: '/account/pages/suggestions/trackRequest', surface: 'page', prefetch: false },
  accountReseller: { path: '/account/pages/reseller', surface: 'page', prefetch: false },
  accountResellerApplication: { path: '/account/pages/reseller/resellerapplication', surface: 'page', prefetch: false },
  accountResellerDashboard: { path: '/account/pages/reseller/resellerdashboard', surface: 'page', prefetch: false },
  accountResellerTransaction: {
    path: '/account/pages/reseller/resellerdashboard/:transactionId',
    surface: 'page',
    prefetch: false,
  },
  /** "Download my data": the shopper's data as a JSON file (DPDP Act) */
  accountData: { path: '/account/pages/mydata', surface: 'file', prefetch: false },
  /** "Delete my account": GET asks (and says why not), POST deletes */
  accountDelete: { path: '/account/pages/delete', surface: 'page', prefetch: false },
  checkout: { path: '/checkout', surface: 'page', prefetch: false },
  orderPlaced: { path: '/checkout/ordersuccessful', surface: 'page', prefetch: false },
  track: { path: '/track/:orderId', surface: 'page', prefetch: false },
  trackCancel: { path: '/track/:orderId/cancel', surface: 'page', prefetch: false },
  trackUtr: { path: '/track/:orderId/utr', surface: 'page', prefetch: false },
  trackReorder: { path: '/track/:orderId/reorder', surface: 'page', prefetch: false },
  invoice: { path: '/track/:orderId/invoice.pdf', surface: 'page', prefetch: false },
  questions: {
    path: '/:catId/:itemId/allquestions',
    surface: 'page',
    shows: 'category',
    reads: ['page'],
    prefetch: true,
  },
  reviews: { path: '/:catId/:itemId/userReviews', surface: 'page', shows: 'category', reads: ['page'], prefetch: true },
  item: {
    path: '/:catId/:itemId',
    surface: 'page',
    shows: 'category',
    reads: [],
    around: { ref: 'item_sharing' },
    shared: true,
    markdown: 'item',
    prefetch: true,
  },
  category: {
    path: '/:catId',
    surface: 'page',
    shows: 'category',
    reads: ['page'],
    shared: true,
    markdown: 'category',
    prefetch: true,
  },
  /** anything else under a shop: the spec's unmatched-route page */
  unmatched: { path: '/*', surface: 'page', prefetch: true },
} as const satisfies Record<string, ShopRoute>;

export type ShopRouteName = keyof typeof SHOP_ROUTES;

export const SHOP_ROUTE_LIST: readonly ShopRoute[] = Object.values(SHOP_ROUTES);

/**
 * The Worker's own paths beside the shops. A `mount` row is a surface with its own router and its own list of
 * calls (the JSON API in the spec and account-api.md, the owner and operator APIs in their OpenAPI documents,
 * the console's forms): every path under it belongs to it.
 */
export interface WorkerRoute {
  path: string;
  mount?: true;
  /** served by the platform's static assets before the Worker runs; no Hono route */
  staticAssets?: true;
  prefetch: boolean;
}

export const WORKER_ROUTES = {
  index: { path: '/', prefetch: true },
  health: { path: '/healthz', prefetch: true },
  robots: { path: '/robots.txt', prefetch: true },
  speculationRules: { path: '/speculation-rules.json', prefetch: true },
  sitemap: { path: '/sitemap.xml', prefetch: true },
  llms: { path: '/llms.txt', prefetch: true },
  mcp: { path: '/mcp', prefetch: true },
  images: { path: '/img', mount: true, prefetch: true },
  media: { path: '/media', mount: true, prefetch: true },
  assets: { path: '/assets', mount: true, staticAssets: true, prefetch: true },
  api: { path: '/api', mount: true, prefetch: false },
  ownerApi: { path: '/admin/api', mount: true, prefetch: false },
  console: { path: '/admin', mount: true, prefetch: false },
  platformApi: { path: '/platform/api', mount: true, prefetch: false },
  /** the ONDC seller node's protocol endpoints, POST /ondc/{action} (docs/ondc.md) */
  ondc: { path: '/ondc', mount: true, prefetch: false },
  /** the ONDC registry's site-verification page, the node's signed request id (docs/ondc.md) */
  ondcSiteVerification: { path: '/ondc-site-verification.html', prefetch: true },
  /** every shop, `/{storeId}` followed by a row of SHOP_ROUTES */
  shop: { path: '/:storeId', mount: true, prefetch: true },
} as const satisfies Record<string, WorkerRoute>;

export const WORKER_ROUTE_LIST: readonly WorkerRoute[] = Object.values(WORKER_ROUTES);

/** The literal first segment of a path, or null ('' home, `:param`, `*`). */
export function firstWord(path: string): string | null {
  const first = path.split('/')[1] ?? '';
  return first === '' || first.startsWith(':') || first === '*' ? null : first;
}
