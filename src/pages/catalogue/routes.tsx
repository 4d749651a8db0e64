import { Hono, type Context, type Next } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { isSlugId, pageNumber, RESERVED_SEGMENTS } from '../../domain/catalogue/paths';
import { normaliseSearchQuery } from '../../domain/catalogue/fts-query';
import { loadItem } from '../../data/shop/catalogue-items';
import { loadAnsweredQuestions, loadReviews } from '../../data/shop/catalogue-feedback';
import { CategoriesPage } from './categories-page';
import { CategoryPage } from './category-page';
import { ITEM_MORE_SLOT, ItemMoreSections, ItemPage } from './item-page';
import { AllQuestionsPage, UserReviewsPage } from './item-sub-pages';
import { SearchPage } from './search-page';
import { gone, notFound, publicPage } from './common';
import { isArchivedItem } from '../../data/shop/item-removal';
import { pageUrls } from './page-urls';
import { contentPages } from './content-routes';
import { robotsResponse, sitemapResponse } from './machine-readers';
import { shopOf } from '../../middleware/shop-context';
import { renderPage } from '../page-shell';
import { loadPageFrame, startPageFrame } from '../../middleware/page-frame';
import { checkPincode, deliveryAnswerSaid, deliversTo } from '../../domain/orders/delivery-area';
import { DeliveryCheckPage } from './delivery-check-page';
import { countSharedItemView, isSharedItemLink } from './shared-view';
import { speak } from '../../render/i18n';
import { SHOP_ROUTES } from '../../domain/routes/route-table';
import { categoryPageItems, itemPageMain, itemPageMore } from '../../data/cache/catalogue-page-memo';
import { shopVersionOf } from '../../middleware/shop-version';

/** Pages under /{storeId} for the catalogue (mounted by src/pages/routes.tsx before the unmatched-route page). */
export const cataloguePages = new Hono<ShopEnv>();

type C = Context<ShopEnv>;

/** Fixed paths first: they must win over /{catId} and /{catId}/{itemId}. */
cataloguePages.get(SHOP_ROUTES.robots.path, (c) => robotsResponse(c, c.get('tenant')));
cataloguePages.get(SHOP_ROUTES.sitemapXml.path, (c) => sitemapResponse(c, c.get('tenant')));

cataloguePages.get(SHOP_ROUTES.categories.path, async (c) => {
  const t = c.get('tenant');
  const frame = startPageFrame(c);
  const previews = await shopOf(c, t.storeId).call('loadCategoryPreviews', t.categories);
  return publicPage(await frame, <CategoriesPage tenant={t} previews={previews} urls={pageUrls(c)} />);
});

async function categoryItems(c: C, catId: string, withCategoryNav: boolean) {
  const t = c.get('tenant');
  const category = isSlugId(catId) ? t.categories.find((x) => x.CAT_ID === catId) : undefined;
  if (!category) return notFound(c);
  const frame = startPageFrame(c);
  const page = pageNumber(c.req.query('page'));
  const { items, hasMore } = await categoryPageItems(
    shopOf(c, t.storeId),
    await shopVersionOf(c, t.storeId),
    category.CAT_ID,
    page,
  );
  if (page > 1 && items.length === 0) return notFound(c, frame);
  return publicPage(
    await frame,
    <CategoryPage
      tenant={t}
      category={category}
      items={items}
      page={page}
      hasMore={hasMore}
      urls={pageUrls(c)}
      withCategoryNav={withCategoryNav}
    />,
  );
}
cataloguePages.get(SHOP_ROUTES.categoryItems.path, (c) => categoryItems(c, c.req.param('catId'), true));

/** The item page's "Delivers to …?" form without JavaScript. */
cataloguePages.get(SHOP_ROUTES.deliveryCheck.path, async (c) => {
  const frame = startPageFrame(c);
  const store = c.get('tenant').store;
  const pin = checkPincode(c.req.query('pin'));
  const lang = c.get('lang') ?? 'en';
  const answer = speak(
    lang,
    pin.ok
      ? deliveryAnswerSaid(pin.pin, deliversTo(pin.pin, store.CART_RULES.SERVICEABLE_PINCODES), store.STORE_NAME)
      : pin.say,
  );
  return renderPage(
    await frame,
    <DeliveryCheckPage tenant={c.get('tenant')} origin={new URL(c.req.url).origin} answer={answer} />,
    { cacheControl: 'private, max-age=300' },
  );
});

/** /search?q= is the no-JavaScript form's target: it redirects to /search/{query}. */
cataloguePages.get(SHOP_ROUTES.searchForm.path, async (c) => {
  const t = c.get('tenant');
  const q = normaliseSearchQuery(c.req.query('q'));
  const cat = c.req.query('cat');
  const catId = cat && isSlugId(cat) && t.categories.some((x) => x.CAT_ID === cat) ? cat : undefined;
  if (q)
    return c.redirect(
      `/${t.storeId}/search/${encodeURIComponent(q)}${catId ? `?cat=${encodeURIComponent(catId)}` : ''}`,
      302,
    );
  return publicPage(
    await loadPageFrame(c),
    <SearchPage tenant={t} query="" items={[]} page={1} hasMore={false} urls={pageUrls(c)} catId={catId} />,
  );
});

cataloguePages.get(SHOP_ROUTES.search.path, async (c) => {
  const t = c.get('tenant');
  const query = normaliseSearchQuery(c.req.param('query'));
  const cat = c.req.query('cat');
  const catId = cat && isSlugId(cat) && t.categories.some((x) => x.CAT_ID === cat) ? cat : undefined;
  const page = pageNumber(c.req.query('page'), 50);
  const frame = startPageFrame(c);
  const { items, hasMore } = await shopOf(c, t.storeId).call('searchItems', query, { page, catId });
  return publicPage(
    await frame,
    <SearchPage
      tenant={t}
      query={query}
      items={items}
      page={page}
      hasMore={hasMore}
      urls={pageUrls(c)}
      catId={catId}
    />,
  );
});

cataloguePages.route('/', contentPages);

/** The item of a path, or null (unknown, disabled, in a disabled category, or a malformed id). */
async function itemOf(c: C) {
  const t = c.get('tenant');
  const catId = c.req.param('catId') ?? '';
  const itemId = c.req.param('itemId') ?? '';
  const category = isSlugId(catId) && isSlugId(itemId) ? t.categories.find((x) => x.CAT_ID === catId) : undefined;
  if (!category) return null;
  const item = await loadItem(shopOf(c, t.storeId), category.CAT_ID, itemId);
  return item ? { t, category, item } : null;
}

/** Screens of other features (account, login, ...) may be registered after us: step aside for them. */
const reserved = (c: C, next: Next) => (RESERVED_SEGMENTS.has(c.req.param('catId') ?? '') ? next() : null);

cataloguePages.get(SHOP_ROUTES.questions.path, async (c, next) => {
  const skip = reserved(c, next);
  if (skip) return skip;
  const frame = startPageFrame(c);
  const found = await itemOf(c);
  if (!found) return notFound(c, frame);
  const page = pageNumber(c.req.query('page'));
  const { questions, hasMore } = await loadAnsweredQuestions(shopOf(c, found.t.storeId), found.item.ID, page);
  return publicPage(
    await frame,
    <AllQuestionsPage
      tenant={found.t}
      item={found.item}
      category={found.category}
      questions={questions}
      page={page}
      hasMore={hasMore}
      urls={pageUrls(c)}
    />,
  );
});

cataloguePages.get(SHOP_ROUTES.reviews.path, async (c, next) => {
  const skip = reserved(c, next);
  if (skip) return skip;
  const frame = startPageFrame(c);
  const found = await itemOf(c);
  if (!found) return notFound(c, frame);
  const page = pageNumber(c.req.query('page'));
  const { reviews, hasMore, ratings } = await loadReviews(shopOf(c, found.t.storeId), found.item.ID, page);
  return publicPage(
    await frame,
    <UserReviewsPage
      tenant={found.t}
      item={found.item}
      category={found.category}
      reviews={reviews}
      ratings={ratings}
      page={page}
      hasMore={hasMore}
      urls={pageUrls(c)}
    />,
  );
});

cataloguePages.get(SHOP_ROUTES.item.path, async (c, next) => {
  const skip = reserved(c, next);
  if (skip) return skip;
  const t = c.get('tenant');
  const catId = c.req.param('catId') ?? '';
  const itemId = c.req.param('itemId') ?? '';
  const category = isSlugId(catId) && isSlugId(itemId) ? t.categories.find((x) => x.CAT_ID === catId) : undefined;
  if (!category) return notFound(c);
  // The item and its ratings first; its questions and related items are asked for at the same time and stream
  // in after the item, so the first bytes never wait for them.
  const frame = startPageFrame(c);
  const shop = shopOf(c, t.storeId),
    version = await shopVersionOf(c, t.storeId);
  const more = itemPageMore(shop, version, category.CAT_ID, itemId);
  more.catch(() => undefined); // handled where the page awaits it; unused when the item is not found
  const found = await itemPageMain(shop, version, category.CAT_ID, itemId);
  if (!found) return (await isArchivedItem(shop, itemId)) ? gone(c, frame) : notFound(c, frame);
  const page = <ItemPage tenant={t} item={found.item} category={category} ratings={found.ratings} urls={pageUrls(c)} />;
  const store = t.store;
  const late = {
    slot: ITEM_MORE_SLOT,
    element: more.then((m) => (
      <ItemMoreSections
        storeId={t.storeId}
        item={found.item}
        category={category}
        ratings={found.ratings}
        more={m}
        gridView={store.IS_GRID_VIEW}
        currency={store.CURRENCY}
      />
    )),
  };
  if (!isSharedItemLink(c)) return publicPage(await frame, page, late);
  // A shared link counts a view as it is served; its page is private (never from or into the shared edge cache).
  countSharedItemView(c, found.item.ID);
  return renderPage(await frame, page, { late });
});

cataloguePages.get(
  SHOP_ROUTES.category.path,
  (c, next) => reserved(c, next) ?? categoryItems(c, c.req.param('catId'), false),
);
