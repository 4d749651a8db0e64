import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { findReseller, findResellerTransaction, listResellerTransactions } from '../../data/account-reseller';
import { listSuggestions } from '../../data/account-suggestions';
import { renderHtml } from '../render-page';
import { CreateRequestPage, SuggestionsPage, TrackRequestsPage } from './request-pages';
import { ResellerApplicationPage, ResellerDashboardPage, ResellerPage, ResellerTransactionPage } from './reseller-pages';
import { ctx, notFound } from './page-context';

/** /account/pages/suggestions/* and /account/pages/reseller/* (the user is checked by routes.tsx). */
export const resellerAndRequestPages = new Hono<AppEnv>();
const r = resellerAndRequestPages;

r.get('/suggestions', async (c) => {
  const { db, s, user } = ctx(c);
  return renderHtml(c, <SuggestionsPage {...ctx(c)} count={(await listSuggestions(db, s, user.uid)).length} />);
});
r.get('/suggestions/createRequest', (c) => renderHtml(c, <CreateRequestPage {...ctx(c)} />));
r.get('/suggestions/trackRequest', async (c) => {
  const { db, s, user } = ctx(c);
  return renderHtml(c, <TrackRequestsPage {...ctx(c)} suggestions={await listSuggestions(db, s, user.uid)} />);
});

r.get('/reseller', async (c) => {
  const { db, s, user } = ctx(c);
  return renderHtml(c, <ResellerPage {...ctx(c)} reseller={await findReseller(db, s, user.uid)} />);
});
r.get('/reseller/resellerapplication', async (c) => {
  const { db, s, user } = ctx(c);
  return renderHtml(c, <ResellerApplicationPage {...ctx(c)} reseller={await findReseller(db, s, user.uid)} />);
});
r.get('/reseller/resellerdashboard', async (c) => {
  const { db, s, user } = ctx(c);
  const reseller = await findReseller(db, s, user.uid);
  const transactions = reseller?.status === 'APPROVED' ? await listResellerTransactions(db, s, user.uid) : [];
  return renderHtml(c, <ResellerDashboardPage {...ctx(c)} reseller={reseller} transactions={transactions} />);
});
r.get('/reseller/resellerdashboard/:transactionId', async (c) => {
  const { db, s, user } = ctx(c);
  const id = c.req.param('transactionId');
  const tx = /^[A-Za-z0-9_-]{1,64}$/.test(id) ? await findResellerTransaction(db, s, user.uid, id) : null;
  return tx ? renderHtml(c, <ResellerTransactionPage {...ctx(c)} tx={tx} />) : notFound(c);
});
