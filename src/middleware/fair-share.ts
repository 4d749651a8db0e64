import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { isValidStoreId } from '../domain/tenant';
import { WORKER_ROUTES } from '../domain/routes/route-table';
import {
  absentShops,
  arrive,
  finish,
  IDLE_LANE,
  isIdle,
  type Lane,
  limitFor,
  LONGEST_TURN_WAIT_MS,
  PRESENCE_MS,
  runWithoutTurn,
} from '../domain/fair-share';

/**
 * Each shop's fair share of the isolate (domain/fair-share.ts): the page requests that reach a render (past the
 * anonymous page cache) and the bag's calls run a few at a time per shop; the rest wait their turn in arrival
 * order, so one shop's flood leaves another shop's requests behind only a few of its own.
 */

interface ShopLine {
  lane: Lane;
  /** the waiting requests' wake-ups, first in line first */
  waiting: (() => void)[];
}

const lines = new Map<string, ShopLine>();

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
 * Resolves when the request may render. A waiting request keeps its own timer: it is woken by another request's
 * end (a promise settled from another request), and the timer both bounds the wait and keeps the runtime from
 * taking it for a request that hung.
 */
function takeTurn(storeId: string): Promise<void> | undefined {
  const line = lines.get(storeId) ?? { lane: IDLE_LANE, waiting: [] };
  lines.set(storeId, line);
  const arrival = arrive(line.lane, limitFor(storeId, lastSeen, Date.now()));
  line.lane = arrival.lane;
  if (arrival.runsNow) return undefined;
  return new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      const place = line.waiting.indexOf(wake);
      if (place >= 0) {
        line.waiting.splice(place, 1);
        line.lane = runWithoutTurn(line.lane);
      }
      resolve();
    }, LONGEST_TURN_WAIT_MS);
    line.waiting.push(wake);
  });
}

function endTurn(storeId: string): void {
  const line = lines.get(storeId);
  if (!line) return;
  const { lane, wakesNext } = finish(line.lane);
  line.lane = lane;
  if (wakesNext) line.waiting.shift()?.();
  if (isIdle(line.lane)) lines.delete(storeId);
}

/**
 * On a shop's pages after the anonymous page cache (what it answers from the cache never waits), and on the bag's
 * API calls after the directory check (the shop is the call's storeID header).
 */
export const fairShare: MiddlewareHandler<AppEnv> = async (c, next) => {
  const storeId = c.req.param('storeId') ?? c.req.header('storeID');
  if (!storeId || !isValidStoreId(storeId)) return next();
  noteShop(storeId);
  const turn = takeTurn(storeId);
  if (turn) {
    await turn;
    // woken from another request's end, this would run at once, before anything else the isolate has to do: a
    // timer of its own lets another shop's waiting request in first
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  try {
    await next();
  } finally {
    endTurn(storeId);
  }
};
