import { Hono } from 'hono';
import type { ShopEnv } from '../../middleware/app-env';
import { findReseller, findResellerTransaction, listResellerTransactions } from '../../data/shop/account-reseller';
import { listSuggestions } from '../../data/shop/account-suggestions';
import { loadPageFrame, startPageFrame } from '../../middleware/page-frame';
import { renderPage } from '../page-shell';
import { CreateRequestPage, SuggestionsPage, TrackRequestsPage } from './request-pages';
import {
  ResellerApplicationPage,
  ResellerDashboardPage,
  ResellerPage,
  ResellerTransactionPage,
} from './reseller-pages';
import { ctx, notFound } from './page-context';
import { SHOP_ROUTES } from '../../domain/routes/route-table';

/** /account/pages/suggestions/* and /account/pages/reseller/*, mounted at the shop's root (the user is checked by routes.tsx). */
export const resellerAndRequestPages = new Hono<ShopEnv>();
const r = resellerAndRequestPages;

r.get(SHOP_ROUTES.accountSuggestions.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const count = (await listSuggestions(shop, user.uid)).length;
  return renderPage(await frame, <SuggestionsPage {...ctx(c)} count={count} />);
});
r.get(SHOP_ROUTES.accountCreateRequest.path, async (c) =>
  renderPage(await loadPageFrame(c), <CreateRequestPage {...ctx(c)} />),
);
r.get(SHOP_ROUTES.accountTrackRequest.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const suggestions = await listSuggestions(shop, user.uid);
  return renderPage(await frame, <TrackRequestsPage {...ctx(c)} suggestions={suggestions} />);
});

r.get(SHOP_ROUTES.accountReseller.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const reseller = await findReseller(shop, user.uid);
  return renderPage(await frame, <ResellerPage {...ctx(c)} reseller={reseller} />);
});
r.get(SHOP_ROUTES.accountResellerApplication.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const reseller = await findReseller(shop, user.uid);
  return renderPage(await frame, <ResellerApplicationPage {...ctx(c)} reseller={reseller} />);
});
r.get(SHOP_ROUTES.accountResellerDashboard.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const reseller = await findReseller(shop, user.uid);
  const transactions = reseller?.status === 'APPROVED' ? await listResellerTransactions(shop, user.uid) : [];
  return renderPage(await frame, <ResellerDashboardPage {...ctx(c)} reseller={reseller} transactions={transactions} />);
});
r.get(SHOP_ROUTES.accountResellerTransaction.path, async (c) => {
  const { shop, user } = ctx(c);
  const frame = startPageFrame(c);
  const id = c.req.param('transactionId');
  const tx = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await findResellerTransaction(shop, user.uid, id) : null;
  return tx ? renderPage(await frame, <ResellerTransactionPage {...ctx(c)} tx={tx} />) : notFound(c, frame);
});
