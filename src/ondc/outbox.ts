/**
 * Callbacks to buyer apps (on_search, on_select, ...), signed by this node. Each is written to D1 before the
 * first try, so a buyer app that is down loses nothing: a failed try is retried with backoff
 * (CALLBACK_BACKOFF_SECONDS) whenever the node next drains its outbox (after every request it answers).
 */
import type { Bindings } from '../env';
import { log } from '../core/log';
import { nextAttemptDelaySeconds } from '../domain/ondc/protocol';
import { nodeIdentity } from './config';
import { signAuthorizationHeader } from './signing';

/** How long a callback's signature is valid. */
const SIGNATURE_LIFETIME_SECONDS = 300;
const DRAIN_BATCH = 10;
const SEND_TIMEOUT_MS = 10_000;

export async function enqueueCallback(db: D1Database, url: string, body: string, nowMs: number): Promise<number> {
  const row = await db
    .prepare(
      'INSERT INTO ondc_outbox (url, body, attempts, next_attempt_at, created_at) VALUES (?, ?, 0, ?, ?) RETURNING id',
    )
    .bind(url, body, nowMs, nowMs)
    .first<{ id: number }>();
  return Number(row?.id);
}

interface OutboxRow {
  id: number;
  url: string;
  body: string;
  attempts: number;
}

async function tryOnce(env: Bindings, row: OutboxRow): Promise<string | null> {
  const node = await nodeIdentity(env);
  if (!node.key) return 'this node has no signing key';
  const created = Math.floor(Date.now() / 1000);
  const authorization = await signAuthorizationHeader({
    body: row.body,
    key: node.key,
    subscriberId: node.subscriberId,
    uniqueKeyId: node.uniqueKeyId,
    created,
    expires: created + SIGNATURE_LIFETIME_SECONDS,
  });
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: authorization },
      body: row.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (err) {
    return String(err).slice(0, 300);
  }
}

/** Claims the row for this try (optimistically, on attempts) so two drains at once never send it twice. */
async function claim(db: D1Database, row: OutboxRow, nowMs: number): Promise<boolean> {
  const delay = nextAttemptDelaySeconds(row.attempts + 1);
  const nextAt = nowMs + (delay ?? 3600) * 1000;
  const result = await db
    .prepare(
      'UPDATE ondc_outbox SET attempts = attempts + 1, next_attempt_at = ? WHERE id = ? AND attempts = ? AND delivered_at IS NULL AND gave_up_at IS NULL',
    )
    .bind(nextAt, row.id, row.attempts)
    .run();
  return (result.meta.changes ?? 0) === 1;
}

async function settle(db: D1Database, row: OutboxRow, error: string | null, nowMs: number): Promise<void> {
  if (error === null) {
    await db
      .prepare('UPDATE ondc_outbox SET delivered_at = ?, last_error = NULL WHERE id = ?')
      .bind(nowMs, row.id)
      .run();
    return;
  }
  const outOfTries = nextAttemptDelaySeconds(row.attempts + 1) === null;
  await db
    .prepare('UPDATE ondc_outbox SET last_error = ?, gave_up_at = ? WHERE id = ?')
    .bind(error, outOfTries ? nowMs : null, row.id)
    .run();
  log('warn', 'ondc callback failed', {
    id: row.id,
    url: row.url,
    attempt: row.attempts + 1,
    error,
    gaveUp: outOfTries,
  });
}

/** Sends every callback that is due (oldest first, a batch at a time). */
export async function drainOutbox(env: Bindings, nowMs: number = Date.now()): Promise<number> {
  const { results } = await env.DB.prepare(
    'SELECT id, url, body, attempts FROM ondc_outbox WHERE delivered_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?',
  )
    .bind(nowMs, DRAIN_BATCH)
    .all<OutboxRow>();
  let sent = 0;
  for (const row of results) {
    if (!(await claim(env.DB, row, nowMs))) continue;
    const error = await tryOnce(env, row);
    await settle(env.DB, row, error, Date.now());
    if (error === null) sent++;
  }
  return sent;
}
