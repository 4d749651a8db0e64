import { describe, expect, it } from 'vitest';
import { createElement, type ReactElement } from 'react';
import { renderPage } from '../../../src/pages/page-shell';
import type { PageFrame } from '../../../src/render/page-frame';
import type { LiveTenant } from '../../../src/data/shop/tenant-loader';
import { storeSchema } from '../../../src/domain/tables/stores';
import { categorySchema } from '../../../src/domain/tables/categories';
import { itemSchema } from '../../../src/domain/tables/items';
import { pluginsSchema } from '../../../src/domain/tables/store-fields';
import { inboxViewOf, tabCounts } from '../../../src/domain/orders/inbox-tabs';
import { InboxPage, InboxSignIn } from '../../../src/pages/console/inbox-page';
import { CataloguePage } from '../../../src/pages/console/catalogue-pages';
import { ItemPage } from '../../../src/pages/console/item-edit-page';
import { DeleteCategoryPage } from '../../../src/pages/console/category-removal';
import { ConfirmPage } from '../../../src/pages/console/item-removal';
import { RemovePhotoPage } from '../../../src/pages/console/item-photos';
import { QuestionsPage, ReviewsPage } from '../../../src/pages/console/community-pages';
import { RequestsPage, ResellersPage } from '../../../src/pages/console/community-replies';
import { CustomersPage } from '../../../src/pages/console/customers-page';
import { OffersPage } from '../../../src/pages/console/offers';
import { CategoriesPage, CategoryPhotoPage, InsightsPage } from '../../../src/pages/console/shop-pages';
import { ShopPage } from '../../../src/pages/console/shop/page';
import { shopValues } from '../../../src/pages/console/shop/values';
import { OndcPage } from '../../../src/pages/console/ondc-page';
import { OndcItemPage } from '../../../src/pages/console/ondc-item-page';
import { itemNetworkFormValues, optInFormValues } from '../../../src/domain/ondc/console-form';

/**
 * Every shop console page rendered from plain data alone, as the storefront's are (every-page.test.ts): no request,
 * no Context, no bindings. The console's frame is plain data too (consoleFrame: no bag, no offers), so a page that
 * started I/O of its own would have nothing to call and fail here.
 */
const NOW = Date.UTC(2026, 10, 1, 10, 0, 0);

const store = storeSchema.parse({ id: 'kirana', STORE_NAME: 'Kirana Corner', CUST_CARE: '9876501234' });
const rice = categorySchema.parse({ CAT_ID: 'rice', CAT_NAME: 'Chawal and Rice' });
const basmati = itemSchema.parse({ ID: 'basmati', CAT_ID: 'rice', ITEM_NAME: 'Classic Basmati Rice', PRICE: 13900 });
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
const frame: PageFrame = { tenant, store, lang: 'en', bagCount: null, offers: [], requestId: 'test' };
const base = `/admin/${store.id}`;
const list = { paged: false, nextCursor: null };

/** Each page: its element from plain data, and text the owner would see on it. */
const PAGES: [name: string, page: ReactElement, shows: string[]][] = [
  ['sign-in', createElement(InboxSignIn, { store, failed: false }), ['Kirana Corner', 'name="key"']],
  [
    'orders',
    createElement(InboxPage, {
      store,
      orders: [],
      moved: null,
      notice: null,
      alertKey: null,
      view: inboxViewOf({}),
      counts: tabCounts({}),
      nextCursor: null,
    }),
    ['Kirana Corner', `${base}/catalogue`],
  ],
  [
    'catalogue',
    createElement(CataloguePage, {
      store,
      items: [basmati],
      more: false,
      total: 1,
      capped: false,
      q: '',
      filter: 'all',
      offset: 0,
      flash: null,
      path: `${base}/catalogue`,
    }),
    ['Classic Basmati Rice'],
  ],
  [
    'item',
    createElement(ItemPage, {
      store,
      categories: [rice],
      item: basmati,
      values: { ITEM_NAME: 'Classic Basmati Rice' },
      errors: {},
      flash: { kind: 'ok', text: 'Saved.' },
      path: `${base}/catalogue/basmati`,
    }),
    ['Classic Basmati Rice', 'Chawal and Rice', 'Saved.'],
  ],
  [
    'item removal',
    createElement(ConfirmPage, { store, item: basmati, act: 'delete', path: `${base}/catalogue/basmati/delete` }),
    ['Classic Basmati Rice', '<form'],
  ],
  [
    'photo removal',
    createElement(RemovePhotoPage, {
      store,
      item: basmati,
      index: 0,
      src: '/media/kirana/basmati.jpg',
      path: `${base}/catalogue/basmati/photos/remove`,
    }),
    ['Classic Basmati Rice', '/media/kirana/basmati.jpg'],
  ],
  [
    'categories',
    createElement(CategoriesPage, {
      store,
      categories: [{ ...rice, ITEM_COUNT: 1 }],
      values: {},
      errors: { CAT_NAME: 'Give the category a name.' },
      flash: null,
    }),
    ['Chawal and Rice', 'Give the category a name.'],
  ],
  ['category photo', createElement(CategoryPhotoPage, { store, category: rice, flash: null }), ['Chawal and Rice']],
  [
    'category removal',
    createElement(DeleteCategoryPage, {
      store,
      category: rice,
      others: [],
      count: 1,
      flash: null,
      path: `${base}/categories/rice/delete`,
    }),
    ['Chawal and Rice', '<form'],
  ],
  [
    'offers',
    createElement(OffersPage, {
      store,
      coupons: [
        { code: 'DIWALI10', type: 'PERCENT', value: 10, isActive: true, usedCount: 2, description: 'For Diwali' },
      ],
      values: {},
      errors: {},
      barValues: { screens: ['Home'] },
      barErrors: {},
      flash: null,
      ...list,
    }),
    ['DIWALI10 · 10%', 'For Diwali'],
  ],
  [
    'customers',
    createElement(CustomersPage, { store, q: 'asha', customers: [], total: 0, errors: {}, flash: null, ...list }),
    ['value="asha"'],
  ],
  [
    'questions',
    createElement(QuestionsPage, {
      store,
      questions: [
        { id: 'q1', itemId: 'basmati', author: 'Asha', question: 'Is it aged?', answer: null, createdAt: NOW },
      ],
      open: true,
      back: `${base}/questions`,
      errors: {},
      flash: null,
      ...list,
    }),
    ['Is it aged?', 'Asha'],
  ],
  [
    'reviews',
    createElement(ReviewsPage, {
      store,
      reviews: [
        {
          id: 'r1',
          itemId: 'basmati',
          itemName: 'Classic Basmati Rice',
          author: 'Ravi',
          rating: 5,
          title: 'Fragrant',
          body: 'Cooks long.',
          createdAt: NOW,
          hidden: 0,
        },
      ],
      ...list,
    }),
    ['Fragrant', 'Cooks long.'],
  ],
  [
    'requests',
    createElement(RequestsPage, {
      store,
      requests: [{ id: 's1', productName: 'Sona Masoori', details: '5 kg', status: 'OPEN', reply: '', createdAt: NOW }],
      errors: {},
      flash: null,
      ...list,
    }),
    ['Sona Masoori'],
  ],
  [
    'resellers',
    createElement(ResellersPage, {
      store,
      applications: [
        {
          uid: 'u1',
          status: 'PENDING',
          name: 'Meena',
          phone: '+919876500001',
          businessName: 'Meena Stores',
          city: 'Delhi',
          about: '',
          referralCode: '',
          appliedAt: NOW,
        },
      ],
      errors: {},
      flash: null,
      ...list,
    }),
    ['Meena Stores'],
  ],
  [
    'insights',
    createElement(InsightsPage, {
      store,
      stats: {
        STORE_VIEWS: 1234,
        SHARED_VIEWS: 0,
        TOP_SHARED_ITEMS: [],
        AGENT_REQUESTS: { total: { markdown: 0, llms: 0, feeds: 0, mcp: 0 }, days: [] },
      },
      orders: 3,
      reports: { storeId: store.id, gst: 'none', month: '2026-10', from: '2026-11-01', to: '2026-11-01', problems: {} },
    }),
    ['console-views">1234<', 'value="2026-11-01"'],
  ],
  [
    'shop',
    createElement(ShopPage, {
      store,
      values: shopValues(store, pluginsSchema.parse({})),
      errors: {},
      domains: [],
      keys: [],
      flash: null,
    }),
    ['Kirana Corner', '9876501234'],
  ],
  [
    'ondc',
    createElement(OndcPage, {
      store,
      values: optInFormValues(null),
      errors: {},
      optedIn: false,
      rows: [{ id: 'basmati', name: 'Classic Basmati Rice', left_out: false, missing: ['manufacturer'] }],
      total: 1,
      flash: null,
    }),
    ['Selling on ONDC', 'not on the network yet', 'Classic Basmati Rice', `${base}/ondc/items/basmati`],
  ],
  [
    'ondc item',
    createElement(OndcItemPage, {
      store,
      item: { id: 'basmati', name: 'Classic Basmati Rice', missing: ['manufacturer'] },
      values: itemNetworkFormValues(false, {}),
      errors: { net_quantity: 'Give the net quantity.' },
      flash: null,
    }),
    ['Classic Basmati Rice', 'Missing: Manufacturer or packer', 'Give the net quantity.'],
  ],
];

describe('every console page renders from plain data, with no bindings', () => {
  it.each(PAGES)('%s', async (_name, page, shows) => {
    const res = await renderPage(frame, page);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`data-console="${base}"`);
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    for (const text of shows) expect(html).toContain(text);
  });

  it("speaks the frame's language", async () => {
    const hi = await renderPage({ ...frame, lang: 'hi' }, createElement(InboxSignIn, { store, failed: false }));
    expect(await hi.text()).toContain('lang="hi-IN"');
  });
});
