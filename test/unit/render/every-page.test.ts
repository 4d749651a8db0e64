import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderPage } from '../../../src/pages/page-shell';
import type { PageFrame } from '../../../src/render/page-frame';
import type { LiveTenant } from '../../../src/data/shop/tenant-loader';
import type { PageUrls } from '../../../src/pages/catalogue/page-urls';
import { storeSchema } from '../../../src/domain/tables/stores';
import { categorySchema } from '../../../src/domain/tables/categories';
import { itemSchema } from '../../../src/domain/tables/items';
import { ORDERS, ORDER_ITEMS } from '../../../src/domain/tables/orders';
import { buildCartView } from '../../../src/domain/cart/cart-view';
import { summariseRatings } from '../../../src/domain/catalogue/reviews';
import {
  blogCollectionSchema,
  blogSchema,
  customPageSchema,
  questionSchema,
  reviewSchema,
} from '../../../src/data/shop/catalogue-rows';
import { orderView, publicOrderView } from '../../../src/app/orders/view';
import { HomePage } from '../../../src/pages/home';
import { IndexPage } from '../../../src/pages/index-page';
import { ErrorPage, FraudNoticePage, IncorrectStorePage, ServerErrorPage } from '../../../src/pages/errors';
import { BagPage } from '../../../src/pages/bag/bag-page';
import { ManualOrdersPage } from '../../../src/pages/bag/manual-orders-page';
import { CategoriesPage } from '../../../src/pages/catalogue/categories-page';
import { CategoryPage } from '../../../src/pages/catalogue/category-page';
import { ItemPage } from '../../../src/pages/catalogue/item-page';
import { AllQuestionsPage, UserReviewsPage } from '../../../src/pages/catalogue/item-sub-pages';
import { SearchPage } from '../../../src/pages/catalogue/search-page';
import { DeliveryCheckPage } from '../../../src/pages/catalogue/delivery-check-page';
import { SitemapPage } from '../../../src/pages/catalogue/sitemap-page';
import { BlogListPage, BlogPostPage, CustomContentPage } from '../../../src/pages/catalogue/content-pages';
import { CheckoutPage } from '../../../src/pages/checkout/checkout-page';
import { PublicTrackPage, SuccessPage, TrackPage } from '../../../src/pages/checkout/order-pages';
import { LoginPage } from '../../../src/pages/login/login-page';
import { AccountHomePage } from '../../../src/pages/account/home-page';
import { AboutPage, OrdersPage, QuestionsPage, RewardsPage } from '../../../src/pages/account/info-pages';
import { AddressesPage, WishlistPage } from '../../../src/pages/account/list-pages';
import { CreateRequestPage, SuggestionsPage, TrackRequestsPage } from '../../../src/pages/account/request-pages';
import {
  ResellerApplicationPage,
  ResellerDashboardPage,
  ResellerPage,
} from '../../../src/pages/account/reseller-pages';
import { LedgerPage, WalletsPage } from '../../../src/pages/account/wallet-pages';
import { AccountDeletedPage, DeleteAccountPage } from '../../../src/pages/account/data-rights-pages';

/**
 * Every storefront page rendered from plain data alone: no request, no Context, no bindings, no shop object. The
 * handler's loads (the page frame and the page's own data) are stood in for by fixtures, so a render that started
 * I/O of its own would fail here (there is nothing to call) rather than pass.
 */
const NOW = Date.UTC(2026, 10, 1, 10, 0, 0);
const ORIGIN = 'https://shop.example';

const store = storeSchema.parse({
  id: 'kirana',
  STORE_NAME: 'Kirana Corner',
  STORE_DESC: 'Atta, dal and rice since 1987.',
  CUST_CARE: '9876501234',
  ABOUT: { email: 'hello@kirana.example', address: 'Shop 14, Lajpat Nagar' },
});
const rice = categorySchema.parse({ CAT_ID: 'rice', CAT_NAME: 'Chawal and Rice', CAT_DESC: 'Basmati and more.' });
const basmati = itemSchema.parse({
  ID: 'basmati',
  CAT_ID: 'rice',
  ITEM_NAME: 'Classic Basmati Rice',
  ITEM_DESC: 'Long grains, aged a year.',
  PRICE: 13900,
});
const tenant: LiveTenant = {
  storeId: store.id,
  health: 'valid',
  store,
  categories: [rice],
  deactivatedCategoryIds: [],
  plugins: null,
  customDomain: null,
  scripts: [],
  requestPath: '',
};
const urls: PageUrls = {
  origin: ORIGIN,
  url: (path) => `${ORIGIN}${path}`,
  image: (src) => `${ORIGIN}/img/${src}`,
};
const frame = (over: Partial<PageFrame> = {}): PageFrame => ({
  tenant,
  store,
  lang: 'en',
  bagCount: null,
  offers: [{ code: 'DIWALI10', description: 'Ten percent off for Diwali', I18N: {} }],
  requestId: 'test',
  ...over,
});
const emptyBag = buildCartView({
  sid: '',
  lines: [],
  manual: [],
  couponCode: null,
  coupon: null,
  user: null,
  rules: store.CART_RULES,
  currency: store.CURRENCY,
  now: NOW,
});
const ratings = summariseRatings([{ rating: 5, n: 3 }]);
const question = questionSchema.parse({
  id: 'q1',
  author_name: 'Asha',
  question: 'Is it aged?',
  answer: 'Yes, a full year.',
  created_at: NOW,
});
const review = reviewSchema.parse({
  id: 'r1',
  author_name: 'Ravi',
  rating: 5,
  title: 'Fragrant',
  body: 'Cooks long.',
  created_at: NOW,
});
const collection = blogCollectionSchema.parse({ id: 'recipes', name: 'Recipes' });
const blog = blogSchema.parse({
  id: 'biryani',
  collection_id: 'recipes',
  title: 'Weeknight Biryani',
  body: 'Soak the rice first.',
  published_at: '2026-10-01',
});
const order = ORDERS.schema.parse({
  id: 'ORD-1001',
  uid: 'shopper-1',
  status: 'PLACED',
  total: 13900,
  items_count: 1,
  currency: 'INR',
  totals: { subtotal: 13900, gst: 0, delivery: 0, extra_charges: 0, discount: 0, total: 13900 },
  address: {
    id: 'a1',
    NAME: 'Asha',
    PHONE: '9876500000',
    LINE1: '12 Ring Road',
    CITY: 'Delhi',
    STATE: 'Delhi',
    PIN: '110024',
    LAT: null,
    LNG: null,
    DISTANCE: null,
  },
  distance_km: null,
  payment_method: 'COD',
  paid_wallet: 0,
  paid_udhaar: 0,
  paid_upi: 0,
  cash_due: 0,
  note: '',
  upi_utr: null,
  payment_due_at: null,
  paid_at: null,
  track_token: 'token',
  coupon_code: null,
  referral_code: null,
  reseller_uid: null,
  request_fingerprint: 'fp',
  created_at: NOW,
  updated_at: NOW,
  accepted_at: null,
  packed_at: null,
  shipped_at: null,
  delivered_at: null,
  cancelled_at: null,
  rejected_at: null,
  returned_at: null,
});
const orderLine = ORDER_ITEMS.schema.parse({
  line_no: 1,
  kind: 'item',
  variant_label: '',
  image: '',
  gst: 0,
  hsn: '',
  item_id: 'basmati',
  cat_id: 'rice',
  line_id: 'l1',
  name: 'Classic Basmati Rice',
  qty: 1,
  unit_price: 13900,
  gst_percent: null,
  line_total: 13900,
});
const detail = { order, items: [orderLine], events: [] };
const links = {
  trackUrl: `${ORIGIN}/kirana/track/ORD-1001?t=token`,
  upiUri: null,
  whatsappUrl: null,
  invoiceHref: null,
};
const user = { uid: 'shopper-1', phone: '+919876500000', email: '', name: 'Asha', via: 'session' as const };
const base = { tenant, origin: ORIGIN };

/** Each page: its heading, its element from plain data, and more text a shopper would see on it. */
const PAGES: [name: string, heading: string, page: ReactElement, shows: string[]][] = [
  ['index', 'Storefront', createElement(IndexPage), []],
  [
    'home',
    'Kirana Corner',
    createElement(HomePage, { tenant, sections: [{ category: rice, items: [basmati] }], origin: ORIGIN }),
    ['Kirana Corner', 'Classic Basmati Rice', 'Chawal and Rice'],
  ],
  ['not found', '404 Not Found', createElement(ErrorPage, { status: 404, storeId: store.id, store }), ['404']],
  ['incorrect store', 'Shop not found', createElement(IncorrectStorePage, { storeId: 'nowhere' }), ['nowhere']],
  ['server error', 'An error occurred', createElement(ServerErrorPage, { storeId: store.id }), []],
  [
    'fraud notice',
    'Important Notice!',
    createElement(FraudNoticePage, { store: { ...store, REPORT_TEXT: 'Reported for unpaid refunds.' } }),
    ['fraud-notice', 'Reported for unpaid refunds.'],
  ],
  [
    'categories',
    'Categories',
    createElement(CategoriesPage, { tenant, previews: new Map([['rice', [basmati]]]), urls }),
    ['Chawal and Rice'],
  ],
  [
    'category',
    'Chawal and Rice',
    createElement(CategoryPage, {
      tenant,
      category: rice,
      items: [basmati],
      page: 1,
      hasMore: false,
      urls,
      withCategoryNav: true,
    }),
    ['Chawal and Rice', 'Classic Basmati Rice'],
  ],
  [
    'item',
    'Classic Basmati Rice',
    createElement(ItemPage, { tenant, item: basmati, category: rice, ratings, urls }),
    ['Classic Basmati Rice', 'Long grains, aged a year.'],
  ],
  [
    'item questions',
    'Questions and answers',
    createElement(AllQuestionsPage, {
      tenant,
      item: basmati,
      category: rice,
      page: 1,
      hasMore: false,
      urls,
      questions: [question],
    }),
    ['Is it aged?', 'Yes, a full year.'],
  ],
  [
    'item reviews',
    'Customer reviews',
    createElement(UserReviewsPage, {
      tenant,
      item: basmati,
      category: rice,
      page: 1,
      hasMore: false,
      urls,
      reviews: [review],
      ratings,
    }),
    ['Fragrant', 'Cooks long.'],
  ],
  [
    'search',
    'Results for “basmati”',
    createElement(SearchPage, { tenant, query: 'basmati', items: [basmati], page: 1, hasMore: false, urls }),
    ['basmati', 'Classic Basmati Rice'],
  ],
  [
    'delivery check',
    'Delivery',
    createElement(DeliveryCheckPage, { tenant, origin: ORIGIN, answer: 'Yes, we deliver to 110024.' }),
    ['Yes, we deliver to 110024.'],
  ],
  [
    'sitemap',
    'Sitemap',
    createElement(SitemapPage, {
      tenant,
      urls,
      pages: [{ id: 'terms', title: 'Terms of sale' }],
      blogs: [{ id: 'biryani', title: 'Weeknight Biryani' }],
      branches: [],
    }),
    ['Terms of sale', 'Weeknight Biryani', 'Chawal and Rice'],
  ],
  [
    'blog list',
    'Blogs',
    createElement(BlogListPage, {
      tenant,
      urls,
      collections: [collection],
      posts: [{ ...blog, excerpt: 'Soak the rice' }],
    }),
    ['Weeknight Biryani', 'Soak the rice'],
  ],
  [
    'blog post',
    'Weeknight Biryani',
    createElement(BlogPostPage, { tenant, urls, blog, collection }),
    ['Weeknight Biryani', 'Soak the rice first.'],
  ],
  [
    'custom page',
    'Terms of sale',
    createElement(CustomContentPage, {
      tenant,
      urls,
      page: customPageSchema.parse({ id: 'terms', title: 'Terms of sale', body: 'Returns within a day.' }),
    }),
    ['Terms of sale', 'Returns within a day.'],
  ],
  [
    'bag',
    'Your bag is empty',
    createElement(BagPage, { tenant, view: emptyBag, offers: [], notice: undefined, origin: ORIGIN }),
    ['Kirana Corner'],
  ],
  [
    'manual orders',
    'Shopping list',
    createElement(ManualOrdersPage, { tenant, view: emptyBag, notice: undefined, origin: ORIGIN }),
    ['Kirana Corner'],
  ],
  [
    'checkout, empty bag',
    'Checkout',
    createElement(CheckoutPage, { tenant, origin: ORIGIN, props: null, bagCount: 0 }),
    ['checkout-empty'],
  ],
  [
    'order placed',
    'Thank you! Your order is placed.',
    createElement(SuccessPage, {
      ...base,
      order: orderView(detail),
      bagCount: 0,
      links,
    }),
    ['ORD-1001', 'Classic Basmati Rice', links.trackUrl],
  ],
  [
    'order tracking',
    'Order #ORD-1001',
    createElement(TrackPage, {
      ...base,
      order: orderView(detail),
      bagCount: 0,
      links,
    }),
    ['ORD-1001', 'order-status'],
  ],
  [
    'public tracking',
    'Order #ORD-1001',
    createElement(PublicTrackPage, { ...base, order: publicOrderView(detail), bagCount: 0 }),
    ['ORD-1001'],
  ],
  [
    'login',
    'Sign in',
    createElement(LoginPage, {
      ...base,
      login: { storeId: store.id, from: `/${store.id}`, projectId: 'demo', apiKey: 'key', emulatorUrl: null },
      configured: true,
    }),
    ['Kirana Corner'],
  ],
  ['account', 'Hello, Asha', createElement(AccountHomePage, { ...base, user, displayName: 'Asha' }), ['Asha']],
  ['account about', 'Information', createElement(AboutPage, base), ['hello@kirana.example', 'Shop 14, Lajpat Nagar']],
  [
    'account orders',
    'Orders',
    createElement(OrdersPage, {
      ...base,
      orders: [{ id: 'ORD-1001', status: 'PLACED', created_at: NOW, items_count: 1, total: 13900 }],
    }),
    ['ORD-1001'],
  ],
  [
    'account rewards',
    'Rewards',
    createElement(RewardsPage, { ...base, rewards: { balance: 120, earned: 150, spent: 30, entries: [] } }),
    ['120'],
  ],
  [
    'account questions',
    'Asked questions',
    createElement(QuestionsPage, {
      ...base,
      questions: [{ ...question, item_id: 'basmati', item_name: 'Classic Basmati Rice', cat_id: 'rice' }],
    }),
    ['Is it aged?'],
  ],
  [
    'account addresses',
    'Addresses',
    createElement(AddressesPage, { ...base, addresses: [{ ...order.address, IS_DEFAULT: true }] }),
    ['12 Ring Road'],
  ],
  [
    'account wishlist',
    'Wishlist',
    createElement(WishlistPage, { ...base, items: [basmati] }),
    ['Classic Basmati Rice'],
  ],
  ['account suggestions', 'Requests', createElement(SuggestionsPage, { ...base, count: 2 }), ['Kirana Corner']],
  ['account new request', 'Ask for a product', createElement(CreateRequestPage, base), ['<form']],
  [
    'account requests',
    'Your requests',
    createElement(TrackRequestsPage, { ...base, suggestions: [] }),
    ['Kirana Corner'],
  ],
  ['reseller', 'Reseller', createElement(ResellerPage, { ...base, reseller: null }), ['Kirana Corner']],
  [
    'reseller application',
    'Reseller application',
    createElement(ResellerApplicationPage, { ...base, reseller: null }),
    ['<form'],
  ],
  [
    'reseller dashboard',
    'Reseller dashboard',
    createElement(ResellerDashboardPage, { ...base, reseller: null, transactions: [] }),
    ['Kirana Corner'],
  ],
  [
    'wallets',
    'Wallet',
    createElement(WalletsPage, {
      ...base,
      options: { wallet: true, udhaar: false, udhaarLimit: 0 },
      balances: { wallet: 5000, udhaar: 0 },
    }),
    ['₹50'],
  ],
  [
    'wallet ledger',
    'Wallet',
    createElement(LedgerPage, { ...base, kind: 'wallet', balance: 5000, limit: 0, entries: [] }),
    ['₹50'],
  ],
  [
    'delete account',
    'Delete your account',
    createElement(DeleteAccountPage, { ...base, check: { ok: true } }),
    ['<form'],
  ],
  ['account deleted', 'Your account is deleted', createElement(AccountDeletedPage, base), ['Kirana Corner']],
];

describe('every page renders from plain data, with no bindings', () => {
  it.each(PAGES)('%s', async (_name, heading, page, shows) => {
    const res = await renderPage(frame(), page, { cacheControl: 'public, max-age=60' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe(heading);
    for (const text of shows) expect(html).toContain(text);
  });

  it("keeps a visitor's page with a bag out of shared caches and shows its count", async () => {
    const page = createElement(HomePage, { tenant, sections: [], origin: ORIGIN });
    const anonymous = await renderPage(frame(), page, { cacheControl: 'public, max-age=60' });
    expect(anonymous.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(anonymous.headers.get('Vary')).toBe('Accept');
    const withBag = await renderPage(frame({ bagCount: 3 }), page, { cacheControl: 'public, max-age=60' });
    expect(withBag.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await withBag.text()).toMatch(/>3</);
  });

  it("speaks the frame's language and lets the shop's offers into the layout, not into an error page", async () => {
    const home = createElement(HomePage, { tenant, sections: [], origin: ORIGIN });
    expect(await (await renderPage(frame({ lang: 'hi' }), home)).text()).toContain('lang="hi-IN"');
    expect(await (await renderPage(frame(), home)).text()).toContain('DIWALI10');
    const missing = createElement(ErrorPage, { status: 404, storeId: store.id, store });
    expect(await (await renderPage(frame(), missing, { status: 404 })).text()).not.toContain('DIWALI10');
  });

  it("allows the shop's theme <style> by its hash", async () => {
    const hashes = async (f: PageFrame) =>
      ((await renderPage(f, createElement(IndexPage))).headers.get('X-Style-Hashes') ?? '').split(' ');
    const shopless = await hashes(frame({ store: null, tenant: undefined }));
    const themed = await hashes(frame());
    expect(themed).toEqual([...shopless, expect.stringMatching(/^'sha256-[\w+/=]+'$/)]);
  });
});
