import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isValidStoreId } from '../domain/tenant';
import { WORKER_ROUTES } from '../domain/routes/route-table';
import {
  absentShops,
  arrive,
  finish,
  IDLE_LINE,
  isIdle,
  type Line,
  limitFor,
  LONGEST_TURN_WAIT_MS,
  mayRun,
  nextLookMs,
  PRESENCE_MS,
  positionOf,
  run,
} from '../domain/fair-share';

/**
 * Each shop's fair share of the isolate (domain/fair-share.ts): the page requests that reach a render (past the
 * anonymous page cache) and the bag's calls run a few at a time per shop while other shops are served too; the rest
 * wait their turn in arrival order, so one shop's flood leaves another shop's requests behind only a few of its own.
 */

const lines = new Map<string, Line>();

/** When each shop's last request arrived in this isolate (only the shops seen lately: absent ones are forgotten). */
const lastSeen = new Map<string, number>();
let lastSweep = 0;

function noteShop(storeId: string): void {
  const now = Date.now();
  lastSeen.set(storeId, now);
  if (now - lastSweep < PRESENCE_MS) return;
  lastSweep = now;
  for (const shop of absentShops(lastSeen, now)) lastSeen.delete(shop);
}

/**
 * Every request for a shop's path, first of all (a page the edge cache answers too): the shop is being served, so
 * the others' renders keep to their fair share meanwhile.
 */
export const shopPresence: MiddlewareHandler<AppEnv> = async (c, next) => {
  const first = c.req.param('storeId');
  // the app's own paths (/api, /images...) are not shops: an API call names its shop in the storeID header
  const storeId = first && APP_SEGMENTS.has(first) ? c.req.header('storeID') : first;
  if (storeId && isValidStoreId(storeId)) noteShop(storeId);
  await next();
};

/** The first path segments the app itself answers under (the route table's fixed paths), which are not shops. */
const APP_SEGMENTS = new Set(
  Object.values(WORKER_ROUTES)
    .map((route) => route.path.split('/')[1] ?? '')
    .filter((segment) => segment !== '' && !segment.startsWith(':')),
);

/**
 * Waits until the request may run and returns when its turn began. A waiting request looks at its shop's line on
 * timers of its own (never woken by another request: workerd would cancel it as hung), until its turn comes or it
 * has waited LONGEST_TURN_WAIT_MS.
 */
async function turnOf(storeId: string): Promise<number> {
  const limit = () => limitFor(storeId, lastSeen, Date.now());
  const arrived = Date.now();
  const arrival = arrive(lines.get(storeId) ?? IDLE_LINE, limit(), arrived);
  lines.set(storeId, arrival.line);
  if (arrival.ticket === null) return arrived;
  const ticket = arrival.ticket;
  const until = Date.now() + LONGEST_TURN_WAIT_MS;
  for (;;) {
    await new Promise((resolve) =>
      setTimeout(resolve, nextLookMs(positionOf(lines.get(storeId) ?? IDLE_LINE, ticket))),
    );
    const line = lines.get(storeId) ?? IDLE_LINE;
    const now = Date.now();
    if (mayRun(line, ticket, limit(), now) || now >= until) {
      lines.set(storeId, run(line, ticket, now));
      return now;
    }
  }
}

function endTurn(storeId: string, began: number): void {
  const line = finish(lines.get(storeId) ?? IDLE_LINE, began);
  if (isIdle(line)) lines.delete(storeId);
  else lines.set(storeId, line);
}

/**
 * On a shop's pages after the anonymous page cache (what it answers from the cache never waits), and on the bag's
 * API calls after the directory check (the shop is the call's storeID header).
 */
export const fairShare: MiddlewareHandler<AppEnv> = async (c, next) => {
  const storeId = c.req.param('storeId') ?? c.req.header('storeID');
  if (!storeId || !isValidStoreId(storeId)) return next();
  noteShop(storeId);
  const began = await turnOf(storeId);
  try {
    await next();
  } finally {
    endTurn(storeId, began);
  }
};
