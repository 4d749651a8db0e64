// Storage round trips per request (the X-Storage-Trips header: D1, KV and shop-object calls made before the
// reply), for bench-small on the generated platform.
import { itemId, SAMPLE_ITEM, SAMPLE_PATHS } from './grocery-catalogue.mjs';
import { touchShop } from './shop-api.mjs';
import { addAddress, bagCookieWith, call, cartCall, keepAlive, newBag, signIn } from './shopper.mjs';

const SHOP = 'bench-small';

export async function benchTrips(ctx) {
  const { url } = ctx.generated;
  const agent = keepAlive(4);
  // Cache-Control: no-cache (a reload) renders the page afresh, which is what most rows here count; the edge-cache
  // rows ask without it.
  const page = (path, cookie) =>
    call(url, agent, `/${SHOP}${path}`, { method: 'GET', cookie, headers: { 'Cache-Control': 'no-cache' } });
  const cachedPage = (path, cookie) => call(url, agent, `/${SHOP}${path}`, { method: 'GET', cookie });
  const bag = await bagCookieWith(url, agent, SHOP, itemId(SAMPLE_ITEM));

  // Adding to a bag that exists, the shop already known to the isolate: anonymous, then signed in (+ the session).
  const other = await newBag(url, agent, SHOP);
  await cartCall(url, agent, SHOP, 'addProductToCart', { sid: other, item: { ID: itemId(1) } });
  const add = await cartCall(url, agent, SHOP, 'addProductToCart', { sid: other, item: { ID: itemId(2) } });
  const user = await signIn(url, agent, SHOP, `bench-trips-${Date.now()}`, 1);
  const addSignedIn = await cartCall(
    url,
    agent,
    SHOP,
    'addProductToCart',
    { sid: other, item: { ID: itemId(3) } },
    user,
  );

  // An owner change makes the isolate's copy of the shop stale: the next page reads the shop afresh.
  await touchShop(url, SHOP);
  const fresh = await page(SAMPLE_PATHS.home, bag.cookie);
  const memoized = await page(SAMPLE_PATHS.home, bag.cookie);
  // A bag cookie that opens no bag (not a session id): rendered fresh, no bag to read, shop data from the memo.
  const memoizedNoBag = await page(SAMPLE_PATHS.home, `${SHOP}_cartSessionId=no-bag`);
  await cachedPage(SAMPLE_PATHS.home);
  const edge = await cachedPage(SAMPLE_PATHS.home);
  const edgeShopper = await cachedPage(SAMPLE_PATHS.home, bag.browserCookie);
  const itemFirst = await page(SAMPLE_PATHS.item, bag.cookie);
  const item = await page(SAMPLE_PATHS.item, bag.cookie);
  const category = await page(SAMPLE_PATHS.category, bag.cookie);
  const suggest = await call(url, agent, '/api/v2/search/suggest?q=bas', { method: 'GET', storeId: SHOP });

  // Placing an order: a signed-in shopper with an address and a bag of one item, a new idempotency key.
  const placing = await bagCookieWith(url, agent, SHOP, itemId(SAMPLE_ITEM));
  const address = await addAddress(url, agent, SHOP, user);
  const place = await call(url, agent, '/api/v2/orders/place', {
    body: { sid: placing.sid, address_id: address, payment_method: 'COD', idempotency_key: `bench-${Date.now()}` },
    storeId: SHOP,
    cookie: `${user}; ${placing.cookie}`,
  });
  agent.destroy();

  const measured = [
    ['fresh home (first render after an owner change; bag of 1)', fresh],
    ['memoized home, bag of 1 (the bag is read)', memoized],
    ['memoized home, bag cookie that opens no bag', memoizedNoBag, 1],
    [`anonymous home from the edge cache (${edge.headers['x-edge-cache'] ?? 'no X-Edge-Cache'})`, edge],
    [
      `shopper's home from the edge cache, badge from the bagUnits cookie (${edgeShopper.headers['x-edge-cache'] ?? 'no X-Edge-Cache'})`,
      edgeShopper,
    ],
    ['item page, first after the owner change (bag of 1)', itemFirst],
    ['item page, shop memoized (bag of 1)', item],
    ['category page, shop memoized (bag of 1)', category],
    ['search suggest "bas"', suggest],
    ['add to bag (anonymous bag)', add, 2],
    ['add to bag (signed in: + the session)', addSignedIn],
    ['place order (signed in, address, bag of 1)', place],
  ];
  console.log(`\nStorage round trips per request (X-Storage-Trips), ${SHOP} on the generated platform`);
  console.table(measured.map(([name, r]) => ({ name, http: r.http, trips: r.trips, status: r.body.status ?? '' })));
  const failed = measured
    .filter(([, r]) => r.http !== 200 || (r.body.status !== undefined && r.body.status !== 1))
    .map(([name]) => name);
  if (failed.length) console.warn('!! trips: these requests did not succeed:', failed);
  return [
    ...measured.map(([name, r, max]) => ({
      budget: `storage trips: ${name}${max === undefined ? ' (for information)' : ''}`,
      value: r.trips,
      ...(max === undefined ? {} : { max }),
    })),
    { budget: 'requests that failed while counting trips', value: failed.length, max: 0 },
  ];
}
